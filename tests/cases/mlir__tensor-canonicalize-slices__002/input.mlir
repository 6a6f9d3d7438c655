
func.func @identity_and_round_trips(%t: tensor<4x8xf32>, %d: tensor<?x?xf32>, %u: tensor<2x2xf32>, %o: index, %n: index) -> (tensor<4x8xf32>, tensor<?x?xf32>, tensor<2x2xf32>, tensor<4x8xf32>, tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> to tensor<4x8xf32>
  %1 = tensor.extract_slice %d[%o, 0] [%n, 2] [1, 1] : tensor<?x?xf32> to tensor<?x2xf32>
  %2 = tensor.insert_slice %1 into %d[%o, 0] [%n, 2] [1, 1] : tensor<?x2xf32> into tensor<?x?xf32>
  %3 = tensor.insert_slice %u into %d[%o, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
  %4 = tensor.extract_slice %3[%o, 1] [2, 2] [1, 1] : tensor<?x?xf32> to tensor<2x2xf32>
  %5 = tensor.insert_slice %t into %t[0, 0] [4, 8] [1, 1] : tensor<4x8xf32> into tensor<4x8xf32>
  %6 = tensor.insert_slice %u into %3[%o, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
  %e = tensor.empty() : tensor<0x2xf32>
  %7 = tensor.insert_slice %e into %d[%o, 1] [0, 2] [1, 1] : tensor<0x2xf32> into tensor<?x?xf32>
  return %0, %2, %4, %5, %6, %7 : tensor<4x8xf32>, tensor<?x?xf32>, tensor<2x2xf32>, tensor<4x8xf32>, tensor<?x?xf32>, tensor<?x?xf32>
}

