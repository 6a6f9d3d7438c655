module {
  func.func @empty_and_generate(%arg0: index, %arg1: index) -> (tensor<?x?xf32>, index, tensor<4x?xf32>, tensor<?x?xindex>, index) {
    %c3 = arith.constant 3 : index
    %c1 = arith.constant 1 : index
    %c-2 = arith.constant -2 : index
    %0 = tensor.empty(%c3, %arg0) : tensor<?x?xf32>
    %1 = tensor.empty(%arg0, %arg1) : tensor<?x?xf32>
    %dim = tensor.dim %1, %c1 : tensor<?x?xf32>
    %cast = tensor.cast %1 : tensor<?x?xf32> to tensor<4x?xf32>
    %generated = tensor.generate %c3, %c-2 {
    ^bb0(%arg2: index, %arg3: index):
      %2 = arith.addi %arg2, %arg3 : index
      tensor.yield %2 : index
    } : tensor<?x?xindex>
    %generated_0 = tensor.generate %arg0 {
    ^bb0(%arg2: index):
      %2 = arith.muli %arg2, %arg2 : index
      tensor.yield %2 : index
    } : tensor<?xindex>
    %extracted = tensor.extract %generated_0[%arg1] : tensor<?xindex>
    return %0, %dim, %cast, %generated, %extracted : tensor<?x?xf32>, index, tensor<4x?xf32>, tensor<?x?xindex>, index
  }
}

