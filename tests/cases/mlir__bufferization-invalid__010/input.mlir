
func.func @k(%a: tensor<?xf32>, %b: memref<?xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op memref 'dest' implies zero results}}
  %0 = bufferization.materialize_in_destination %a in writable %b : (tensor<?xf32>, memref<?xf32>) -> tensor<?xf32>
  return
}
