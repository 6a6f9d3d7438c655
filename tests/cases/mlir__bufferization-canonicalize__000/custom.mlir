module {
  func.func @a(%arg0: tensor<4xf32>) -> memref<?xf32, 1> {
    %cast = tensor.cast %arg0 : tensor<4xf32> to tensor<?xf32>
    %0 = bufferization.to_buffer %cast : tensor<?xf32> to memref<?xf32, 1>
    return %0 : memref<?xf32, 1>
  }
  func.func @b(%arg0: memref<4xf32>) -> memref<?xf32> {
    %0 = bufferization.to_tensor %arg0 : memref<4xf32> to tensor<4xf32>
    %1 = bufferization.to_buffer %0 : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
    %cast = memref.cast %1 : memref<4xf32, strided<[?], offset: ?>> to memref<?xf32>
    return %cast : memref<?xf32>
  }
  func.func @c(%arg0: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32> {
    %0 = bufferization.to_tensor %arg0 : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
    %1 = bufferization.to_buffer %0 : tensor<?xf32> to memref<?xf32>
    return %1 : memref<?xf32>
  }
  func.func @d(%arg0: memref<?xf32>) -> (index, f32) {
    %0 = bufferization.to_tensor %arg0 : memref<?xf32> to tensor<?xf32>
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %0, %c0 : tensor<?xf32>
    %1 = bufferization.to_buffer %0 : tensor<?xf32> to memref<?xf32>
    %2 = memref.load %1[%c0] : memref<?xf32>
    return %dim, %2 : index, f32
  }
  func.func @e(%arg0: tensor<?xf32>, %arg1: index) -> (index, f32, tensor<?xf32>) {
    %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32>
    %dim = memref.dim %0, %arg1 : memref<?xf32>
    %1 = memref.load %0[%arg1] : memref<?xf32>
    %2 = bufferization.to_tensor %0 : memref<?xf32> to tensor<?xf32>
    return %dim, %1, %2 : index, f32, tensor<?xf32>
  }
  func.func @f(%arg0: memref<*xf32>) -> memref<4xf32> {
    %0 = bufferization.to_tensor %arg0 : memref<*xf32> to tensor<*xf32>
    %1 = bufferization.to_buffer %0 : tensor<*xf32> to memref<*xf32, 2>
    %cast = memref.cast %1 : memref<*xf32, 2> to memref<4xf32, 2>
    %2 = bufferization.clone %arg0 : memref<*xf32> to memref<4xf32>
    return %2 : memref<4xf32>
  }
  func.func @g(%arg0: memref<4xf32>) -> memref<*xf32> {
    %0 = bufferization.to_tensor %arg0 : memref<4xf32> to tensor<4xf32>
    %cast = tensor.cast %0 : tensor<4xf32> to tensor<*xf32>
    %1 = bufferization.to_buffer %cast : tensor<*xf32> to memref<*xf32>
    return %1 : memref<*xf32>
  }
  func.func @h(%arg0: index) -> (index, index, tensor<?x?xf32>) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    %c-3 = arith.constant -3 : index
    %0 = bufferization.alloc_tensor(%arg0, %c-3) : tensor<?x?xf32>
    %dim = tensor.dim %0, %c0 : tensor<?x?xf32>
    %dim_0 = tensor.dim %0, %c1 : tensor<?x?xf32>
    return %dim, %dim_0, %0 : index, index, tensor<?x?xf32>
  }
  func.func @i(%arg0: tensor<?xf32>) -> index {
    %c0 = arith.constant 0 : index
    %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<?xf32>
    %dim = tensor.dim %0, %c0 : tensor<?xf32>
    return %dim : index
  }
}

