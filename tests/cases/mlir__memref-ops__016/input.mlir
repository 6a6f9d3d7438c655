
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %a = memref.alloca_scope -> f32 {
      memref.alloca_scope.return %cur : f32
    }
    memref.atomic_yield %a : f32
  }
  return
}
