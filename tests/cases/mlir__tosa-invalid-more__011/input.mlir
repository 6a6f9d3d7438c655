
func.func @l(%a: tensor<1x4x4x8xf32>) -> tensor<1x2x2x8xf32> {
  // expected-error@+1 {{'tosa.max_pool2d' op expect all kernel values to be >= 1, got 0, 2}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 0, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x8xf32>) -> tensor<1x2x2x8xf32>
  return %0 : tensor<1x2x2x8xf32>
}
