
func.func @m2(%a: tensor<?xf32>, %b: memref<?xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %a in %b : (tensor<?xf32>, memref<?xf32>) -> ()
  return
}
