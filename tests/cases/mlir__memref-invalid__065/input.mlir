
func.func @f(%m: memref<4xf32>, %i: index) {
// expected-error@+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: i32):
    memref.atomic_yield %cur : i32
  }
  return
}
