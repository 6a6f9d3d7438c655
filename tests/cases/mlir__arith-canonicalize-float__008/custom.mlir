module {
  func.func @vectors() -> (vector<3xf32>, vector<3xf32>, tensor<2xf64>, vector<3xf32>) {
    %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : vector<3xf32>
    %cst_0 = arith.constant dense<5.000000e-01> : vector<3xf32>
    %0 = arith.addf %cst, %cst_0 : vector<3xf32>
    %1 = arith.mulf %cst_0, %cst_0 : vector<3xf32>
    %cst_1 = arith.constant dense<[1.000000e+308, -1.000000e+308]> : tensor<2xf64>
    %2 = arith.mulf %cst_1, %cst_1 : tensor<2xf64>
    %3 = arith.maximumf %cst, %cst_0 : vector<3xf32>
    return %0, %1, %2, %3 : vector<3xf32>, vector<3xf32>, tensor<2xf64>, vector<3xf32>
  }
}

