
func.func @f(%c: f32) {
// expected-error@+1 {{'tensor.from_elements' op result #0 must be statically shaped tensor of any type values, but got 'tensor<?xf32>'}}
  %0 = "tensor.from_elements"(%c) : (f32) -> tensor<?xf32>
  return
}
