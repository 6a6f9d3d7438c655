// RUN: mlir-opt -allow-unregistered-dialect %s
func.func @test_clone(%buf : memref<*xf32>) -> memref<*xf32> {
  %clone = bufferization.clone %buf : memref<*xf32> to memref<*xf32>
  return %clone : memref<*xf32>
}
func.func @test_to_buffer(%arg0: tensor<?xi64>, %arg1: tensor<*xi64>)
    -> (memref<?xi64, affine_map<(d0) -> (d0 + 7)>>, memref<*xi64, 1>) {
  %0 = bufferization.to_buffer %arg0 read_only : tensor<?xi64> to memref<?xi64, affine_map<(d0) -> (d0 + 7)>>
  %1 = bufferization.to_buffer %arg1 : tensor<*xi64> to memref<*xi64, 1>
  return %0, %1 : memref<?xi64, affine_map<(d0) -> (d0 + 7)>>, memref<*xi64, 1>
}
func.func @test_to_tensor(%buf : memref<2xf32>) -> tensor<2xf32> {
  %tensor = bufferization.to_tensor %buf restrict writable : memref<2xf32> to tensor<2xf32>
  return %tensor : tensor<2xf32>
}
func.func @test_alloc_tensor_op(%t: tensor<?x5xf32>, %sz: index) -> tensor<?x5xf32> {
  %0 = bufferization.alloc_tensor(%sz) : tensor<?x5xf32>
  %1 = bufferization.alloc_tensor() copy(%t) : tensor<?x5xf32>
  %2 = bufferization.alloc_tensor() : tensor<5x6xf32>
  %3 = bufferization.alloc_tensor(%sz, %sz) : tensor<?x?xf32>
  %4 = bufferization.alloc_tensor() copy(%t) {escape = true} : tensor<?x5xf32>
  %5 = bufferization.alloc_tensor(%sz) size_hint=%sz : tensor<?x5xf32>
  %6 = bufferization.alloc_tensor(%sz) {memory_space = 1 : i64} : tensor<?x5xf32>
  %7 = bufferization.alloc_tensor(%sz) size_hint=%sz {memory_space = "foo", x} : tensor<?x5xf32>
  return %1 : tensor<?x5xf32>
}
func.func @test_dealloc_tensor_op(%arg0: tensor<4xi32>) {
  bufferization.dealloc_tensor %arg0 : tensor<4xi32>
  return
}
func.func @mid(%arg0: tensor<?xf32>, %arg1: tensor<?xf32>, %m: memref<?xf32>) -> tensor<?xf32> {
  %0 = bufferization.materialize_in_destination %arg0 in %arg1 : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  bufferization.materialize_in_destination %arg0 in restrict writable %m : (tensor<?xf32>, memref<?xf32>) -> ()
  return %0 : tensor<?xf32>
}
func.func @dealloc(%arg0: memref<2xi32>, %arg1: i1, %arg2: i1, %arg3: memref<2xi32>) -> (i1, i1) {
  %0:2 = bufferization.dealloc (%arg0, %arg3 : memref<2xi32>, memref<2xi32>) if (%arg1, %arg2) retain (%arg3, %arg0 : memref<2xi32>, memref<2xi32>)
  bufferization.dealloc (%arg0 : memref<2xi32>) if (%arg1)
  bufferization.dealloc
  %1 = bufferization.dealloc retain (%arg0 : memref<2xi32>)
  return %0#0, %1 : i1, i1
}
