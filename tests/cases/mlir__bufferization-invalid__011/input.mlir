
func.func @l(%a: tensor<?xf32>, %b: tensor<?xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %a in restrict %b : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return
}
