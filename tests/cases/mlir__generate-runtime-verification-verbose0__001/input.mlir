
func.func @tensor_ops(%t: tensor<?x4xf32>, %i: index, %v: f32) -> tensor<?x4xf32> {
  %0 = tensor.extract %t[%i, %i] : tensor<?x4xf32> loc("extract")
  %1 = tensor.insert %v into %t[%i, %i] : tensor<?x4xf32>
  %2 = tensor.extract_slice %t[%i, 0] [2, 4] [1, 1] : tensor<?x4xf32> to tensor<2x4xf32>
  return %1 : tensor<?x4xf32>
}
