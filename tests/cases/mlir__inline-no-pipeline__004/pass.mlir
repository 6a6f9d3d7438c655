module {
  func.func @func_dim(%arg0: index, %arg1: memref<?xf32>) {
    %0 = affine.load %arg1[%arg0] : memref<?xf32>
    return
  }
  func.func @inline_dimension(%arg0: memref<?xf32>) {
    affine.for %arg1 = 1 to 42 {
      %0 = affine.load %arg0[%arg1] : memref<?xf32>
    }
    return
  }
}

