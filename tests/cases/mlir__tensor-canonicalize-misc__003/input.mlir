
func.func @s3(%t: tensor<8x16xf32>, %n: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.extract_slice %t[0, %n] [%c1, %c4] [1, %c1] : tensor<8x16xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

