
// expected-note@+1 {{prior use here}}
func.func @f(%m: memref<4xf32>, %i: index) {
// expected-error@+1 {{use of value '%m' expects different type than prior uses: 'memref<*xf32>' vs 'memref<4xf32>'}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<*xf32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  return
}
