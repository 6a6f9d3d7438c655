
func.func @pool(%a: tensor<1x4x4x8xf32>) -> tensor<1x3x4x8xf32> {
  // expected-error@+1 {{'tosa.max_pool2d' op calculated output height did not match expected: calculated=4, expected=3}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x8xf32>) -> tensor<1x3x4x8xf32>
  return %0 : tensor<1x3x4x8xf32>
}

