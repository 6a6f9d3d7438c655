
func.func @empty_and_generate(%n: index, %m: index) -> (tensor<?x?xf32>, index, tensor<4x?xf32>, tensor<?x?xindex>, index) {
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %cm = arith.constant -2 : index
  %0 = tensor.empty(%c3, %n) : tensor<?x?xf32>
  %e = tensor.empty(%n, %m) : tensor<?x?xf32>
  %1 = tensor.dim %e, %c1 : tensor<?x?xf32>
  %2 = tensor.cast %e : tensor<?x?xf32> to tensor<4x?xf32>
  %3 = tensor.generate %c3, %cm {
  ^bb0(%i: index, %j: index):
    %s = arith.addi %i, %j : index
    tensor.yield %s : index
  } : tensor<?x?xindex>
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %s = arith.muli %i, %i : index
    tensor.yield %s : index
  } : tensor<?xindex>
  %4 = tensor.extract %g[%m] : tensor<?xindex>
  return %0, %1, %2, %3, %4 : tensor<?x?xf32>, index, tensor<4x?xf32>, tensor<?x?xindex>, index
}

