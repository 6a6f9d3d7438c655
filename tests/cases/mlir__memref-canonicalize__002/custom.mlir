module {
  func.func @const_alloc(%arg0: index) -> (memref<?x?xf32>, memref<?xf32>, index) {
    %c4 = arith.constant 4 : index
    %c-1 = arith.constant -1 : index
    %alloc = memref.alloc(%c4, %arg0) {alignment = 64 : i64} : memref<?x?xf32>
    %alloca = memref.alloca(%c-1) : memref<?xf32>
    %alloc_0 = memref.alloc() : memref<2048xi8>
    %view = memref.view %alloc_0[%c4][%arg0] : memref<2048xi8> to memref<?xf32>
    %c0 = arith.constant 0 : index
    %dim = memref.dim %view, %c0 : memref<?xf32>
    return %alloc, %alloca, %dim : memref<?x?xf32>, memref<?xf32>, index
  }
}

