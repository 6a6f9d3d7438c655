// RUN: mlir-opt -allow-unregistered-dialect -canonicalize %s
func.func @a(%t: tensor<4xf32>) -> memref<?xf32, 1> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %m = bufferization.to_buffer %c : tensor<?xf32> to memref<?xf32, 1>
  return %m : memref<?xf32, 1>
}
func.func @b(%m: memref<4xf32>) -> memref<?xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %n = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32, strided<[?], offset: ?>>
  %c = memref.cast %n : memref<4xf32, strided<[?], offset: ?>> to memref<?xf32>
  return %c : memref<?xf32>
}
func.func @c(%m: memref<?xf32, strided<[?], offset: ?>>) -> memref<?xf32> {
  %t = bufferization.to_tensor %m : memref<?xf32, strided<[?], offset: ?>> to tensor<?xf32>
  %n = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  return %n : memref<?xf32>
}
func.func @d(%m: memref<?xf32>) -> (index, f32) {
  %t = bufferization.to_tensor %m : memref<?xf32> to tensor<?xf32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xf32>
  %n = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %e = memref.load %n[%c0] : memref<?xf32>
  return %d, %e : index, f32
}
func.func @e(%t: tensor<?xf32>, %i: index) -> (index, f32, tensor<?xf32>) {
  %n = bufferization.to_buffer %t : tensor<?xf32> to memref<?xf32>
  %d = memref.dim %n, %i : memref<?xf32>
  %e = memref.load %n[%i] : memref<?xf32>
  %u = bufferization.to_tensor %n : memref<?xf32> to tensor<?xf32>
  return %d, %e, %u : index, f32, tensor<?xf32>
}
func.func @f(%m: memref<*xf32>) -> memref<4xf32> {
  %t = bufferization.to_tensor %m : memref<*xf32> to tensor<*xf32>
  %n = bufferization.to_buffer %t : tensor<*xf32> to memref<*xf32, 2>
  %r = memref.cast %n : memref<*xf32, 2> to memref<4xf32, 2>
  %s = bufferization.clone %m : memref<*xf32> to memref<4xf32>
  return %s : memref<4xf32>
}
func.func @g(%m: memref<4xf32>) -> memref<*xf32> {
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %t2 = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %n = bufferization.to_buffer %t2 : tensor<*xf32> to memref<*xf32>
  return %n : memref<*xf32>
}
func.func @h(%c: index) -> (index, index, tensor<?x?xf32>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %cm = arith.constant -3 : index
  %0 = bufferization.alloc_tensor(%c, %cm) : tensor<?x?xf32>
  %d = tensor.dim %0, %c0 : tensor<?x?xf32>
  %e = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %d, %e, %0 : index, index, tensor<?x?xf32>
}
func.func @i(%t: tensor<?xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %d = tensor.dim %0, %c0 : tensor<?xf32>
  return %d : index
}
