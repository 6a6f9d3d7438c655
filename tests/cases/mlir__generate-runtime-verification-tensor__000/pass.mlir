module {
  func.func private @cast_to_static_dim(%arg0: tensor<?xf32>) -> tensor<10xf32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
    %c10 = arith.constant 10 : index
    %0 = arith.cmpi eq, %dim, %c10 : index
    cf.assert %0, "ERROR: Runtime op verification failed\0A%cast = tensor.cast %arg0 : tensor<?xf32> to tensor<10xf32>\0A^ size mismatch of dim 0\0ALocation: loc(\22input.mlir\22:8:8)"
    %cast = tensor.cast %arg0 : tensor<?xf32> to tensor<10xf32>
    return %cast : tensor<10xf32>
  }
  func.func private @cast_to_ranked(%arg0: tensor<*xf32>) -> tensor<f32> {
    %rank = tensor.rank %arg0 : tensor<*xf32>
    %c0 = arith.constant 0 : index
    %0 = arith.cmpi eq, %rank, %c0 : index
    cf.assert %0, "ERROR: Runtime op verification failed\0A%cast = tensor.cast %arg0 : tensor<*xf32> to tensor<f32>\0A^ rank mismatch\0ALocation: loc(\22input.mlir\22:13:8)"
    %cast = tensor.cast %arg0 : tensor<*xf32> to tensor<f32>
    return %cast : tensor<f32>
  }
  func.func private @valid_cast(%arg0: tensor<*xf32>) -> tensor<?xf32> {
    %rank = tensor.rank %arg0 : tensor<*xf32>
    %c1 = arith.constant 1 : index
    %0 = arith.cmpi eq, %rank, %c1 : index
    cf.assert %0, "ERROR: Runtime op verification failed\0A%cast = tensor.cast %arg0 : tensor<*xf32> to tensor<?xf32>\0A^ rank mismatch\0ALocation: loc(\22input.mlir\22:18:8)"
    %cast = tensor.cast %arg0 : tensor<*xf32> to tensor<?xf32>
    return %cast : tensor<?xf32>
  }
  func.func @main() {
    %0 = tensor.empty() : tensor<5xf32>
    %cast = tensor.cast %0 : tensor<5xf32> to tensor<?xf32>
    %1 = call @cast_to_static_dim(%cast) : (tensor<?xf32>) -> tensor<10xf32>
    %cast_0 = tensor.cast %0 : tensor<5xf32> to tensor<*xf32>
    %2 = call @cast_to_ranked(%cast_0) : (tensor<*xf32>) -> tensor<f32>
    %3 = call @valid_cast(%cast_0) : (tensor<*xf32>) -> tensor<?xf32>
    return
  }
}

