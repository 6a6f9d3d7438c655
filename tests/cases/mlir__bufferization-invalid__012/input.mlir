
func.func @m(%a: tensor<?xf32>, %b: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op result and 'dest' types must match}}
  %0 = bufferization.materialize_in_destination %a in %b : (tensor<?xf32>, tensor<4xf32>) -> tensor<?xf32>
  return
}
