module {
  func.func @destination_style(%arg0: tensor<4x4xf32>, %arg1: tensor<?x4xf32>, %arg2: f32, %arg3: index) -> (tensor<?x?xf32>, index, index) {
    %cast = tensor.cast %arg0 : tensor<4x4xf32> to tensor<?x?xf32>
    %inserted = tensor.insert %arg2 into %cast[%arg3, %arg3] : tensor<?x?xf32>
    %c0 = arith.constant 0 : index
    %inserted_0 = tensor.insert %arg2 into %arg1[%arg3, %arg3] : tensor<?x4xf32>
    %dim = tensor.dim %inserted_0, %c0 : tensor<?x4xf32>
    %0 = scf.forall (%arg4) in (4) shared_outs(%arg5 = %arg1) -> (tensor<?x4xf32>) {
      scf.forall.in_parallel {
      }
    }
    %dim_1 = tensor.dim %0, %c0 : tensor<?x4xf32>
    return %inserted, %dim, %dim_1 : tensor<?x?xf32>, index, index
  }
}

