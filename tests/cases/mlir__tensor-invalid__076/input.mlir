
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{integer literal not valid for specified type}}
  %0 = tensor.collapse_shape %t 3 : tensor<4xf32> into tensor<4xf32>
  return
}
