
func.func @constant_slices() -> (tensor<2xi32>, tensor<2x2xf32>) {
  %c = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %0 = tensor.extract_slice %c[1] [2] [1] : tensor<4xi32> to tensor<2xi32>
  %s = arith.constant dense<1.0> : tensor<4x4xf32>
  %1 = tensor.extract_slice %s[1, 1] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  return %0, %1 : tensor<2xi32>, tensor<2x2xf32>
}
