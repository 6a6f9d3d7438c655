
func.func @slice(%t: tensor<?x4xf32>, %i: index) -> tensor<2x4xf32> {
  %0 = tensor.extract_slice %t[%i, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
