module {
  func.func @e1(%arg0: index) -> (tensor<?x?x?xf32>, index) {
    %c3 = arith.constant 3 : index
    %c0 = arith.constant 0 : index
    %0 = tensor.empty(%arg0, %c3, %arg0) : tensor<?x?x?xf32>
    %dim = tensor.dim %0, %c0 : tensor<?x?x?xf32>
    %cast = tensor.cast %0 : tensor<?x?x?xf32> to tensor<2x?x?xf32>
    %dim_0 = tensor.dim %cast, %c0 : tensor<2x?x?xf32>
    return %0, %dim_0 : tensor<?x?x?xf32>, index
  }
}

