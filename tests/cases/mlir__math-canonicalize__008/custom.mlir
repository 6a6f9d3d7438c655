module {
  func.func @elements() -> (vector<3xf32>, tensor<2xf64>, vector<3xf32>) {
    %cst = arith.constant dense<[5.000000e-01, -1.500000e+00, 2.000000e+00]> : vector<3xf32>
    %cst_0 = arith.constant dense<4.000000e+00> : tensor<2xf64>
    %0 = math.exp %cst : vector<3xf32>
    %1 = math.sqrt %cst_0 : tensor<2xf64>
    %2 = math.log %cst : vector<3xf32>
    return %0, %1, %2 : vector<3xf32>, tensor<2xf64>, vector<3xf32>
  }
}

