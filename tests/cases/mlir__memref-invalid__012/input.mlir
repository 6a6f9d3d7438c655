
func.func @f(%m: memref<4xf32>, %i: index, %v: f32) {
// expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[] : memref<4xf32>
  return
}
