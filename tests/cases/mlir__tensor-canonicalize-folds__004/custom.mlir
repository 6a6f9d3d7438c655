module {
  func.func @inserts_and_splats(%arg0: f32, %arg1: index, %arg2: index) -> (tensor<4xf32>, tensor<4xf32>, tensor<2x3xi64>, tensor<?xf32>, index, index) {
    %cst = arith.constant dense<2.000000e+00> : tensor<4xf32>
    %cst_0 = arith.constant 2.000000e+00 : f32
    %cst_1 = arith.constant 3.000000e+00 : f32
    %inserted = tensor.insert %cst_0 into %cst[%arg1] : tensor<4xf32>
    %inserted_2 = tensor.insert %cst_1 into %cst[%arg1] : tensor<4xf32>
    %c9_i64 = arith.constant 9 : i64
    %splat = tensor.splat %c9_i64 : tensor<2x3xi64>
    %splat_3 = tensor.splat %cst_0[%arg2] : tensor<?xf32>
    %0 = tensor.empty(%arg2) : tensor<2x?xf32>
    %cast = tensor.cast %0 : tensor<2x?xf32> to tensor<*xf32>
    %rank = tensor.rank %0 : tensor<2x?xf32>
    %rank_4 = tensor.rank %cast : tensor<*xf32>
    return %inserted, %inserted_2, %splat, %splat_3, %rank, %rank_4 : tensor<4xf32>, tensor<4xf32>, tensor<2x3xi64>, tensor<?xf32>, index, index
  }
}

