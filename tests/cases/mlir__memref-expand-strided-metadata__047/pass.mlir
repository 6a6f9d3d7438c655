module {
  func.func @reinterpret(%arg0: memref<?xf32>, %arg1: index) -> (index, index, index, index) {
    %c4 = arith.constant 4 : index
    %c8 = arith.constant 8 : index
    %intptr = memref.extract_aligned_pointer_as_index %arg0 : memref<?xf32> -> index
    return %c4, %arg1, %c8, %intptr : index, index, index, index
  }
}

