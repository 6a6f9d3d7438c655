
func.func @o(%t: tensor<3xf32>, %u: memref<3x4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op rank mismatch between source and destination shape}}
  bufferization.materialize_in_destination %t in writable %u : (tensor<3xf32>, memref<3x4xf32>) -> ()
  return
}
