
func.func @out_of_bounds(%t: tensor<8xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %c9 = arith.constant 9 : index
  %c4 = arith.constant 4 : index
  %cm = arith.constant -1 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.extract_slice %t[%c9] [%c4] [%c1] : tensor<8xf32> to tensor<?xf32>
  %1 = tensor.extract_slice %t[%cm] [%c4] [%c1] : tensor<8xf32> to tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}

