
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
// expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    %a = memref.alloca() : memref<4xf32>
    memref.atomic_yield %cur : f32
  }
  return
}
