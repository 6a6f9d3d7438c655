
func.func @for_tensor_cast(%t: tensor<32x1024xf32>, %lb: index, %ub: index, %s: index) -> tensor<?x?xf32> {
  %0 = tensor.cast %t : tensor<32x1024xf32> to tensor<?x?xf32>
  %1 = scf.for %i = %lb to %ub step %s iter_args(%it = %0) -> (tensor<?x?xf32>) {
    %2 = "test.do"(%it) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %2 : tensor<?x?xf32>
  }
  return %1 : tensor<?x?xf32>
}

