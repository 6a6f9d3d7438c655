
func.func @i(%m: memref<4xf32>, %c: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.to_buffer' op attribute 'read_only' failed to satisfy constraint: unit attribute}}
  %0 = "bufferization.to_buffer"(%c) {read_only = 1} : (tensor<4xf32>) -> (memref<4xf32>)
  %1 = "bufferization.alloc_tensor"() <{operandSegmentSizes = array<i32: 0, 0, 0>, memory_space = 1}> : () -> tensor<4xf32>
  return
}
