
func.func @f(%m: memref<4xf32>, %i: index) {
// expected-error@+1 {{'memref.generic_atomic_rmw' op expects a non-empty block}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
  }
  return
}
