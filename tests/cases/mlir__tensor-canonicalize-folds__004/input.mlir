
func.func @inserts_and_splats(%v: f32, %i: index, %n: index) -> (tensor<4xf32>, tensor<4xf32>, tensor<2x3xi64>, tensor<?xf32>, index, index) {
  %c = arith.constant dense<2.0> : tensor<4xf32>
  %two = arith.constant 2.0 : f32
  %three = arith.constant 3.0 : f32
  %0 = tensor.insert %two into %c[%i] : tensor<4xf32>
  %1 = tensor.insert %three into %c[%i] : tensor<4xf32>
  %k = arith.constant 9 : i64
  %2 = tensor.splat %k : tensor<2x3xi64>
  %3 = tensor.splat %two[%n] : tensor<?xf32>
  %u = tensor.empty(%n) : tensor<2x?xf32>
  %r = tensor.cast %u : tensor<2x?xf32> to tensor<*xf32>
  %4 = tensor.rank %u : tensor<2x?xf32>
  %5 = tensor.rank %r : tensor<*xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<4xf32>, tensor<4xf32>, tensor<2x3xi64>, tensor<?xf32>, index, index
}

