
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{custom op 'tensor.dim' invalid kind of type specified}}
  %0 = tensor.dim %t, %i : f32
  return
}
