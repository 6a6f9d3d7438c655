
func.func @patterns(%a: tensor<2x1xf32>, %p: tensor<2x1xi1>, %b: tensor<2x1xf32>, %x: tensor<1x1x1x3xf32>) -> (tensor<?x1xf32>, tensor<2x1xf32>, tensor<1x1x1x3xf32>, tensor<2x1xf32>) {
  %0 = tosa.concat %a {axis = 0 : i32} : (tensor<2x1xf32>) -> tensor<?x1xf32>
  %n = tosa.logical_not %p : (tensor<2x1xi1>) -> tensor<2x1xi1>
  %1 = tosa.select %n, %a, %b : (tensor<2x1xi1>, tensor<2x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  %2 = tosa.max_pool2d %x {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x3xf32>) -> tensor<1x1x1x3xf32>
  %3 = tosa.abs %a : (tensor<2x1xf32>) -> tensor<2x1xf32>
  %4 = tosa.abs %3 : (tensor<2x1xf32>) -> tensor<2x1xf32>
  return %0, %1, %2, %4 : tensor<?x1xf32>, tensor<2x1xf32>, tensor<1x1x1x3xf32>, tensor<2x1xf32>
}
