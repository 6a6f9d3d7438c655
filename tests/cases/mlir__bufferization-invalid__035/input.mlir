
func.func @m(%t: tensor<*xf32>, %u: memref<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  bufferization.materialize_in_destination %t in writable %u : (tensor<*xf32>, memref<4xf32>) -> ()
  return
}
