
func.func @casts(%t: tensor<16x32xf32>, %s: tensor<4x4xf32>, %o: index, %n: index) -> (tensor<4x?xf32>, tensor<?x?xf32>, tensor<16x?xf32>, tensor<?x?xf32>) {
  %c = tensor.cast %t : tensor<16x32xf32> to tensor<?x?xf32>
  %0 = tensor.extract_slice %c[%o, 0] [4, %n] [1, 1] : tensor<?x?xf32> to tensor<4x?xf32>
  %cs = tensor.cast %s : tensor<4x4xf32> to tensor<?x?xf32>
  %1 = tensor.insert_slice %cs into %c[%o, %o] [%n, %n] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  %e = tensor.extract_slice %t[%o, 0] [%n, 16] [1, 1] : tensor<16x32xf32> to tensor<?x16xf32>
  %ec = tensor.cast %e : tensor<?x16xf32> to tensor<16x?xf32>
  %d = tensor.empty(%n, %n) : tensor<?x?xf32>
  %c8 = arith.constant 8 : index
  %2 = tensor.insert_slice %d into %c[0, 0] [%c8, %n] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  return %0, %1, %ec, %2 : tensor<4x?xf32>, tensor<?x?xf32>, tensor<16x?xf32>, tensor<?x?xf32>
}

