
func.func @ga(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>) -> tensor<2x4x3xi32> {
  // expected-error@+1 {{'tosa.gather' op expect input and output to have same element type, got 'f32' and 'i32'}}
  %0 = tosa.gather %v, %i : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xi32>
  return %0 : tensor<2x4x3xi32>
}
