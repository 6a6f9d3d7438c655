
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.rank' op operand #0 must be tensor of any type values, but got 'f32'}}
  %0 = "tensor.rank"(%c) : (f32) -> i32
  return
}
