
func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
// expected-error@+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %0 = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return
}
