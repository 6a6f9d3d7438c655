
func.func @f(%m: memref<4xf32>, %i: index) {
// expected-error@+1 {{'memref.atomic_yield' op expects parent op 'memref.generic_atomic_rmw'}}
  memref.atomic_yield %m : memref<4xf32>
  return
}
