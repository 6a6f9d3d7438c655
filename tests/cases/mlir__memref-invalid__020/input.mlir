
func.func @f(%m: memref<4xi32>, %i: index, %v: i64) {
// expected-error@+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %0 = memref.atomic_rmw assign %v, %m[%i] : (i64, memref<4xi32>) -> i64
  return
}
