
func.func @i(%a: tensor<?xf32>, %b: tensor<?xi32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op failed to verify that all of {source, dest} have same element type}}
  %0 = bufferization.materialize_in_destination %a in %b : (tensor<?xf32>, tensor<?xi32>) -> tensor<?xi32>
  return
}
