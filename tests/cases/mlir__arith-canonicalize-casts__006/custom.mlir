module {
  func.func @bitcast_splat_and_chains(%arg0: vector<4xi32>) -> (vector<4xf32>, tensor<2xi64>, vector<4xf32>) {
    %cst = arith.constant dense<1065353216> : vector<4xi32>
    %0 = arith.bitcast %cst : vector<4xi32> to vector<4xf32>
    %cst_0 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
    %1 = arith.bitcast %cst_0 : tensor<2xf64> to tensor<2xi64>
    %2 = arith.bitcast %arg0 : vector<4xi32> to vector<4xf32>
    %3 = arith.bitcast %2 : vector<4xf32> to vector<4xi32>
    %4 = arith.bitcast %3 : vector<4xi32> to vector<4xf32>
    return %0, %1, %4 : vector<4xf32>, tensor<2xi64>, vector<4xf32>
  }
}

