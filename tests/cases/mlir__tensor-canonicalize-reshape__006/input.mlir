
func.func @dims_of_reshapes(%a: tensor<?x4xf32>, %n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.expand_shape %a [[0, 1], [2]] output_shape [%n, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  %1 = tensor.dim %0, %c1 : tensor<?x2x4xf32>
  %2 = tensor.collapse_shape %a [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %3 = tensor.dim %2, %c1 : tensor<?xf32>
  return %1, %3 : index, index
}
