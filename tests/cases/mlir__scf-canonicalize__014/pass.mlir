module {
  func.func @for_tensor_cast(%arg0: tensor<32x1024xf32>, %arg1: index, %arg2: index, %arg3: index) -> tensor<?x?xf32> {
    %0 = scf.for %arg4 = %arg1 to %arg2 step %arg3 iter_args(%arg5 = %arg0) -> (tensor<32x1024xf32>) {
      %cast_0 = tensor.cast %arg5 : tensor<32x1024xf32> to tensor<?x?xf32>
      %1 = "test.do"(%cast_0) : (tensor<?x?xf32>) -> tensor<?x?xf32>
      %cast_1 = tensor.cast %1 : tensor<?x?xf32> to tensor<32x1024xf32>
      scf.yield %cast_1 : tensor<32x1024xf32>
    }
    %cast = tensor.cast %0 : tensor<32x1024xf32> to tensor<?x?xf32>
    return %cast : tensor<?x?xf32>
  }
}

