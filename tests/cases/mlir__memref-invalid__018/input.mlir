
func.func @f(%m: memref<4xi32>, %i: index, %v: i32) {
// expected-error@+1 {{'memref.atomic_rmw' op with kind 'mulf' expects a floating-point type}}
  %0 = memref.atomic_rmw mulf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}
