module {
  func.func @func_vector_dim(%arg0: index, %arg1: memref<32xf32>) {
    %0 = affine.vector_load %arg1[%arg0] : memref<32xf32>, vector<4xf32>
    return
  }
  func.func @inline_dimension_vector(%arg0: memref<32xf32>) {
    affine.for %arg1 = 1 to 42 {
      %0 = affine.vector_load %arg0[%arg1] : memref<32xf32>, vector<4xf32>
    }
    return
  }
}

