
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+2 {{custom op 'tensor.gather' expected integer value}}
// expected-error@+1 {{expected ']'}}
  %0 = tensor.gather %t[%i] gather_dims([0, a]) : (tensor<4xf32>, index) -> tensor<4xf32>
  return
}
