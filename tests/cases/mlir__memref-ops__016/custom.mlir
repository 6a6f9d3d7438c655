module {
  func.func @f(%arg0: memref<4xf32>, %arg1: index) {
    %0 = memref.generic_atomic_rmw %arg0[%arg1] : memref<4xf32> {
    ^bb0(%arg2: f32):
      %1 = memref.alloca_scope  -> (f32) {
        memref.alloca_scope.return %arg2 : f32
      }
      memref.atomic_yield %1 : f32
    }
    return
  }
}

