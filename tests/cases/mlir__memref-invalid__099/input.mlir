
func.func @f(%b: memref<2048xi8>, %i: index) {
// expected-error@+1 {{'memref.view' op result #0 must be memref of any type values, but got 'f32'}}
  %1 = "memref.view"(%b, %i, %i) : (memref<2048xi8>, index, index) -> f32
  return
}
