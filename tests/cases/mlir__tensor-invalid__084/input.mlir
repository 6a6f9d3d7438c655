
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{custom op 'tensor.concat' invalid kind of type specified: expected builtin.function, but found 'tensor<4xf32>'}}
  %0 = tensor.concat dim(0) %t : tensor<4xf32> -> tensor<4xf32>
  return
}
