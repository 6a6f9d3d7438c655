
func.func @s2(%t: tensor<8x16xf32>, %s: tensor<4xf32>, %n: index) -> tensor<8x16xf32> {
  %c = tensor.cast %s : tensor<4xf32> to tensor<?xf32>
  %0 = tensor.insert_slice %c into %t[%n, 0] [1, %n] [1, 1] : tensor<?xf32> into tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}

