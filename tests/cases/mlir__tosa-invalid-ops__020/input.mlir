
func.func @pd2(%a: tensor<2x3xf32>, %c: tensor<1xi32>) -> tensor<2x3xf32> {
  %s = tosa.const_shape {values = dense<0> : tensor<4xindex>} : () -> !tosa.shape<4>
  // expected-error@+1 {{'tosa.pad' op expect input and output to have same element type, got 'i32' and 'f32'}}
  %0 = tosa.pad %a, %s, %c : (tensor<2x3xf32>, !tosa.shape<4>, tensor<1xi32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
