
func.func @j(%a: tensor<?xf32>, %b: tensor<?xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op tensor 'dest' implies exactly one tensor result}}
  bufferization.materialize_in_destination %a in %b : (tensor<?xf32>, tensor<?xf32>) -> ()
  return
}
