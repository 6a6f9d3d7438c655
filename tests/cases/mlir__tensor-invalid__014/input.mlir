
func.func @f(%c: tensor<4x?xf32>) {
// expected-error@+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = tensor.collapse_shape %c [[0, 1]] : tensor<4x?xf32> into tensor<16xf32>
  return
}
