
func.func @f(%c: f32, %i: index) {
// expected-error@+1 {{'tensor.concat' op operand #0 must be variadic of ranked tensor of any type values, but got 'f32'}}
  %0 = "tensor.concat"(%c) <{dim = 0 : i64}> : (f32) -> tensor<4xf32>
  return
}
