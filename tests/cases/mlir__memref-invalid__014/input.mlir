
func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
// expected-error@+1 {{custom op 'memref.prefetch' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  memref.prefetch %m[%i], read, locality<1>, data : memref<*xf32>
  return
}
