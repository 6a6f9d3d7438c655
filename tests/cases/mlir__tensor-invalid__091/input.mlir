
func.func @f(%t: tensor<4xf32>, %i: index) {
// expected-error@+1 {{'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  %0 = tensor.collapse_shape %t [[0 : i32]] : tensor<4xf32> into tensor<4xf32>
  return
}
