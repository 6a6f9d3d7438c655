
func.func @s1(%t: tensor<8x16xf32>, %n: index) -> tensor<?xf32> {
  %0 = tensor.extract_slice %t[0, %n] [1, %n] [1, 1] : tensor<8x16xf32> to tensor<?xf32>
  %c = tensor.cast %0 : tensor<?xf32> to tensor<4xf32>
  %d = tensor.cast %c : tensor<4xf32> to tensor<?xf32>
  return %d : tensor<?xf32>
}

