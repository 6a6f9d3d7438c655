
func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
// expected-error@+1 {{floating point value not valid for specified type}}
  memref.prefetch %m[%i], read, locality<1.0>, data : memref<4xf32>
  return
}
