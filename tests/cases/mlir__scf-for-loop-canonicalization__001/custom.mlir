module {
  func.func @swap(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c10 = arith.constant 10 : index
    %0:2 = scf.for %arg2 = %c0 to %c10 step %c1 iter_args(%arg3 = %arg0, %arg4 = %arg1) -> (tensor<?xf32>, tensor<?xf32>) {
      %dim_0 = tensor.dim %arg3, %c0 : tensor<?xf32>
      "test.use"(%dim_0) : (index) -> ()
      scf.yield %arg4, %arg3 : tensor<?xf32>, tensor<?xf32>
    }
    %dim = tensor.dim %0#0, %c0 : tensor<?xf32>
    return %dim : index
  }
}

