module {
  func.func @a(%arg0: tensor<4xf32>) -> memref<?xf32, 1> {
    %0 = bufferization.to_buffer %arg0 : tensor<4xf32> to memref<4xf32, 1>
    %cast = memref.cast %0 : memref<4xf32, 1> to memref<?xf32, 1>
    return %cast : memref<?xf32, 1>
  }
  func.func @b(%arg0: memref<4xf32>) -> memref<?xf32> {
    %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
    return %cast : memref<?xf32>
  }
  func.func @c(%arg0: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32> {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32, strided<[?], offset: ?>>
    %alloc = memref.alloc(%dim) : memref<?xf32>
    memref.copy %arg0, %alloc : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32>
    return %alloc : memref<?xf32>
  }
  func.func @d(%arg0: memref<?xf32>) -> (index, f32) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32>
    %0 = memref.load %arg0[%c0] : memref<?xf32>
    return %dim, %0 : index, f32
  }
  func.func @e(%arg0: tensor<?xf32>, %arg1: index) -> (index, f32, tensor<?xf32>) {
    %0 = bufferization.to_buffer %arg0 : tensor<?xf32> to memref<?xf32>
    %dim = tensor.dim %arg0, %arg1 : tensor<?xf32>
    %extracted = tensor.extract %arg0[%arg1] : tensor<?xf32>
    %1 = bufferization.to_tensor %0 : memref<?xf32> to tensor<?xf32>
    return %dim, %extracted, %1 : index, f32, tensor<?xf32>
  }
  func.func @f(%arg0: memref<*xf32>) -> memref<4xf32> {
    %0 = bufferization.clone %arg0 : memref<*xf32> to memref<4xf32>
    return %0 : memref<4xf32>
  }
  func.func @g(%arg0: memref<4xf32>) -> memref<*xf32> {
    %cast = memref.cast %arg0 : memref<4xf32> to memref<*xf32>
    return %cast : memref<*xf32>
  }
  func.func @h(%arg0: index) -> (index, index, tensor<?x?xf32>) {
    %c-3 = arith.constant -3 : index
    %0 = bufferization.alloc_tensor(%arg0, %c-3) : tensor<?x?xf32>
    return %arg0, %c-3, %0 : index, index, tensor<?x?xf32>
  }
  func.func @i(%arg0: tensor<?xf32>) -> index {
    %c0 = arith.constant 0 : index
    %0 = bufferization.alloc_tensor() copy(%arg0) : tensor<?xf32>
    %dim = tensor.dim %arg0, %c0 : tensor<?xf32>
    return %dim : index
  }
}

