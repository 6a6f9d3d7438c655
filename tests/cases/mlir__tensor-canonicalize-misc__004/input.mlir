
func.func @e1(%n: index) -> (tensor<?x?x?xf32>, index) {
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %0 = tensor.empty(%n, %c3, %n) : tensor<?x?x?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?x?x?xf32>
  %2 = tensor.cast %0 : tensor<?x?x?xf32> to tensor<2x?x?xf32>
  %3 = tensor.dim %2, %c0 : tensor<2x?x?xf32>
  return %0, %3 : tensor<?x?x?xf32>, index
}

