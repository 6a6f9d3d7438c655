
func.func @sl(%a: tensor<2x3xf32>) -> tensor<2x3xi32> {
  %s = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  // expected-error@+1 {{'tosa.slice' op expect input and output to have same element type, got 'f32' and 'i32'}}
  %0 = tosa.slice %a, %s, %s : (tensor<2x3xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x3xi32>
  return %0 : tensor<2x3xi32>
}
