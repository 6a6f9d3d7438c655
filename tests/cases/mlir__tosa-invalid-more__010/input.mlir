
func.func @k(%a: tensor<1x4x4x8xf32>) -> tensor<1x2x2x8xf32> {
  // expected-error@+1 {{'tosa.max_pool2d' op expected top/bottom padding to be less than the height of the kernel, got pad_top=2, pad_bottom=0, kernel_y=2}}
  %0 = tosa.max_pool2d %a {kernel = array<i64: 2, 2>, pad = array<i64: 2, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x8xf32>) -> tensor<1x2x2x8xf32>
  return %0 : tensor<1x2x2x8xf32>
}
