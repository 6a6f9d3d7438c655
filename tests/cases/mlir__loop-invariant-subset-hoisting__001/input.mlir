
func.func @nested(%arg: tensor<?xf32>, %lb: index, %ub: index, %step: index) -> tensor<?xf32> {
  %0 = scf.for %i = %lb to %ub step %step iter_args(%t = %arg) -> (tensor<?xf32>) {
    %1 = scf.for %j = %lb to %ub step %step iter_args(%u = %t) -> (tensor<?xf32>) {
      %2 = tensor.extract_slice %u[0] [5] [1] : tensor<?xf32> to tensor<5xf32>
      %3 = "test.foo"(%2) : (tensor<5xf32>) -> tensor<5xf32>
      %4 = tensor.insert_slice %3 into %u[0] [5] [1] : tensor<5xf32> into tensor<?xf32>
      scf.yield %4 : tensor<?xf32>
    }
    scf.yield %1 : tensor<?xf32>
  }
  return %0 : tensor<?xf32>
}

