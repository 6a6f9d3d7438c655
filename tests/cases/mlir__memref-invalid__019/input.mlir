
func.func @f(%m: memref<4xi32>, %i: index, %v: i32) {
// expected-error@+1 {{'memref.atomic_rmw' op failed to verify that all of {value, result} have same type}}
  %0 = memref.atomic_rmw assign %v, %m[%i] : (i32, memref<4xi32>) -> i64
  return
}
