// ARGS: --split-input-file
// shape.const_shape with a non-integer extent: upstream's parser fails without a word.
func.func @f() {
  %0 = shape.const_shape [1, 2.0] : tensor<2xindex>
  return
}
// -----
func.func @g() {
  %0 = shape.const_shape [1, 2] : tensor<2xindex>
  return
}
