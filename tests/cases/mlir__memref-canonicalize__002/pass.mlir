module {
  func.func @const_alloc(%arg0: index) -> (memref<?x?xf32>, memref<?xf32>, index) {
    %c-1 = arith.constant -1 : index
    %alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<4x?xf32>
    %cast = memref.cast %alloc : memref<4x?xf32> to memref<?x?xf32>
    %alloca = memref.alloca(%c-1) : memref<?xf32>
    return %cast, %alloca, %arg0 : memref<?x?xf32>, memref<?xf32>, index
  }
}

