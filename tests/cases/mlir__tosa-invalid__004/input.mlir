
func.func @reduce_axis(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // expected-error@+1 {{'tosa.reduce_sum' op expect reduced dimension size to be 1, got 2}}
  %0 = tosa.reduce_sum %a {axis = 0 : i32} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

