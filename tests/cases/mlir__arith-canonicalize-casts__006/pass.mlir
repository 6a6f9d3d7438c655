module {
  func.func @bitcast_splat_and_chains(%arg0: vector<4xi32>) -> (vector<4xf32>, tensor<2xi64>, vector<4xf32>) {
    %cst = arith.constant dense<1.000000e+00> : vector<4xf32>
    %cst_0 = arith.constant dense<[4607182418800017408, 4611686018427387904]> : tensor<2xi64>
    %0 = arith.bitcast %arg0 : vector<4xi32> to vector<4xf32>
    return %cst, %cst_0, %0 : vector<4xf32>, tensor<2xi64>, vector<4xf32>
  }
}

