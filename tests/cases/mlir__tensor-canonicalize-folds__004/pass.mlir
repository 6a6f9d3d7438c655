module {
  func.func @inserts_and_splats(%arg0: f32, %arg1: index, %arg2: index) -> (tensor<4xf32>, tensor<4xf32>, tensor<2x3xi64>, tensor<?xf32>, index, index) {
    %c2 = arith.constant 2 : index
    %cst = arith.constant dense<9> : tensor<2x3xi64>
    %cst_0 = arith.constant dense<2.000000e+00> : tensor<4xf32>
    %cst_1 = arith.constant 2.000000e+00 : f32
    %cst_2 = arith.constant 3.000000e+00 : f32
    %inserted = tensor.insert %cst_2 into %cst_0[%arg1] : tensor<4xf32>
    %splat = tensor.splat %cst_1[%arg2] : tensor<?xf32>
    %0 = tensor.empty(%arg2) : tensor<2x?xf32>
    %cast = tensor.cast %0 : tensor<2x?xf32> to tensor<*xf32>
    %rank = tensor.rank %cast : tensor<*xf32>
    return %cst_0, %inserted, %cst, %splat, %c2, %rank : tensor<4xf32>, tensor<4xf32>, tensor<2x3xi64>, tensor<?xf32>, index, index
  }
}

