
func.func @ap2(%a: tensor<1x4x4x8xf32>, %z: tensor<1xf32>) -> tensor<1x4x4x8xf16> {
  // expected-error@+1 {{'tosa.avg_pool2d' op expect both output and its zero point are the same element type, got 'f16' and 'f32'}}
  %0 = tosa.avg_pool2d %a, %z, %z {acc_type = f32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x8xf16>
  return %0 : tensor<1x4x4x8xf16>
}
