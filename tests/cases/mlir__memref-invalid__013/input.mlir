
func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
// expected-error@+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[], read, locality<1>, data : memref<4xf32>
  return
}
