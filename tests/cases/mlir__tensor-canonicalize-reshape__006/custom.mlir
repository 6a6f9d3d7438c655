module {
  func.func @dims_of_reshapes(%arg0: tensor<?x4xf32>, %arg1: index) -> (index, index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %expanded = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [%arg1, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
    %dim = tensor.dim %expanded, %c1 : tensor<?x2x4xf32>
    %collapsed = tensor.collapse_shape %arg0 [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
    %dim_0 = tensor.dim %collapsed, %c1 : tensor<?xf32>
    return %dim, %dim_0 : index, index
  }
}

