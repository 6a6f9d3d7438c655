
func.func @f(%c: f32) {
// expected-error@+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  "tensor.yield"(%c) : (f32) -> ()
}
