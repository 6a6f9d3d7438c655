
func.func @u(%a: tensor<*xf32>, %z: tensor<1xf32>, %w: tensor<*xf32>, %i: tensor<*xi32>, %b: tensor<*xf32>) {
  %0 = tosa.conv2d %a, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  %1 = tosa.gather %a, %i : (tensor<*xf32>, tensor<*xi32>) -> tensor<*xf32>
  %2 = tosa.scatter %a, %i, %a : (tensor<*xf32>, tensor<*xi32>, tensor<*xf32>) -> tensor<*xf32>
  // expected-error@+1 {{'tosa.transpose' op expected valid permutation indices}}
  %3 = tosa.transpose %a {perms = array<i32: 5, 7>} : (tensor<*xf32>) -> tensor<2x3xf32>
  %4 = tosa.reduce_sum %a {axis = 7 : i32} : (tensor<*xf32>) -> tensor<*xf32>
  %5 = tosa.reverse %a {axis = 9 : i32} : (tensor<*xf32>) -> tensor<2xf32>
  %6 = tosa.argmax %a {axis = 9 : i32} : (tensor<*xf32>) -> tensor<*xi32>
  %7 = tosa.concat %a, %a {axis = 3 : i32} : (tensor<*xf32>, tensor<*xf32>) -> tensor<2xf32>
  %8 = tosa.max_pool2d %a {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<*xf32>) -> tensor<*xf32>
  %9:2 = tosa.rfft2d %a : (tensor<*xf32>) -> (tensor<*xf32>, tensor<*xf32>)
  %10 = tosa.table %a, %a : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  %11 = tosa.transpose_conv2d %a, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<*xf32>, tensor<*xf32>, tensor<*xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  %12 = tosa.matmul %a, %a, %z, %z : (tensor<*xf32>, tensor<*xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<*xf32>
  %13 = tosa.equal %a, %a : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xi1>
  %14 = tosa.select %13, %a, %a : (tensor<*xi1>, tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  return
}
