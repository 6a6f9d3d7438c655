module {
  func.func @dim_of_alloc(%arg0: index, %arg1: index) -> (index, index, index) {
    %memref = gpu.alloc  (%arg0, %arg1) : memref<?x4x?xf32>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %dim = memref.dim %memref, %c0 : memref<?x4x?xf32>
    %dim_0 = memref.dim %memref, %c1 : memref<?x4x?xf32>
    %dim_1 = memref.dim %memref, %c2 : memref<?x4x?xf32>
    return %dim, %dim_0, %dim_1 : index, index, index
  }
}

