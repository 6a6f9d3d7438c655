
func.func @f10(%m: memref<4xf32>) {
// expected-error@+1 {{operation's operand is unlinked}}
  %x = memref.generic_atomic_rmw %m[%n] : memref<4xf32> {
  ^bb0(%v: f32):
    %n = arith.constant 1 : index
    memref.atomic_yield %v : f32
  }
  return
}
