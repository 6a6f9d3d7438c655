
func.func @p(%t: tensor<3xf32>, %u: vector<3xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'dest' must be a tensor or a memref}}
  bufferization.materialize_in_destination %t in %u : (tensor<3xf32>, vector<3xf32>) -> ()
  return
}
