module {
  func.func @store_dynamic(%arg0: memref<?xf32>, %arg1: index) {
    %cst = arith.constant 1.000000e+00 : f32
    %0 = memref.atomic_rmw addf %cst, %arg0[%arg1] : (f32, memref<?xf32>) -> f32
    return
  }
  func.func @main() {
    %alloca = memref.alloca() : memref<10xf32>
    %intptr = memref.extract_aligned_pointer_as_index %alloca : memref<10xf32> -> index
    %0 = arith.index_cast %intptr : index to i64
    %cast = memref.cast %alloca : memref<10xf32> to memref<?xf32>
    %c9 = arith.constant 9 : index
    call @store_dynamic(%cast, %c9) : (memref<?xf32>, index) -> ()
    return
  }
}

