module {
  func.func @empty_and_generate(%arg0: index, %arg1: index) -> (tensor<?x?xf32>, index, tensor<4x?xf32>, tensor<?x?xindex>, index) {
    %c-2 = arith.constant -2 : index
    %0 = tensor.empty(%arg0) : tensor<3x?xf32>
    %cast = tensor.cast %0 : tensor<3x?xf32> to tensor<?x?xf32>
    %1 = tensor.empty(%arg1) : tensor<4x?xf32>
    %generated = tensor.generate %c-2 {
    ^bb0(%arg2: index, %arg3: index):
      %3 = arith.addi %arg2, %arg3 : index
      tensor.yield %3 : index
    } : tensor<3x?xindex>
    %cast_0 = tensor.cast %generated : tensor<3x?xindex> to tensor<?x?xindex>
    %2 = arith.muli %arg1, %arg1 : index
    return %cast, %arg1, %1, %cast_0, %2 : tensor<?x?xf32>, index, tensor<4x?xf32>, tensor<?x?xindex>, index
  }
}

