module {
  func.func @e1(%arg0: index) -> (tensor<?x?x?xf32>, index) {
    %c2 = arith.constant 2 : index
    %0 = tensor.empty(%arg0, %arg0) : tensor<?x3x?xf32>
    %cast = tensor.cast %0 : tensor<?x3x?xf32> to tensor<?x?x?xf32>
    return %cast, %c2 : tensor<?x?x?xf32>, index
  }
}

