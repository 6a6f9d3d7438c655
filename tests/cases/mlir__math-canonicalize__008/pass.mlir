module {
  func.func @elements() -> (vector<3xf32>, tensor<2xf64>, vector<3xf32>) {
    %cst = arith.constant dense<[5.000000e-01, -1.500000e+00, 2.000000e+00]> : vector<3xf32>
    %cst_0 = arith.constant dense<[1.64872122, 0.223130167, 7.3890562]> : vector<3xf32>
    %cst_1 = arith.constant dense<2.000000e+00> : tensor<2xf64>
    %0 = math.log %cst : vector<3xf32>
    return %cst_0, %cst_1, %0 : vector<3xf32>, tensor<2xf64>, vector<3xf32>
  }
}

