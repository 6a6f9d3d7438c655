
func.func @k2(%t: tensor<4xf32>, %n: index) -> tensor<8xf32> {
  %0 = tensor.extract_slice %t[0] [%n] [1] : tensor<4xf32> to tensor<?xf32>
  %c = tensor.cast %0 : tensor<?xf32> to tensor<8xf32>
  return %c : tensor<8xf32>
}
