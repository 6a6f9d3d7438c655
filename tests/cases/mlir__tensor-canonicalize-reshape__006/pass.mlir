module {
  func.func @dims_of_reshapes(%arg0: tensor<?x4xf32>, %arg1: index) -> (index, index) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %collapsed = tensor.collapse_shape %arg0 [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
    %dim = tensor.dim %collapsed, %c1 : tensor<?xf32>
    return %c2, %dim : index, index
  }
}

