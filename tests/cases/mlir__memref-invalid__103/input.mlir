
func.func @f(%f: f32) {
// expected-error@+1 {{'memref.alloca_scope' op region should have no arguments}}
  %0 = "memref.alloca_scope"() ({
  ^bb0(%a : f32):
    memref.alloca_scope.return %f : f32
  }) : () -> (f32)
  return
}
