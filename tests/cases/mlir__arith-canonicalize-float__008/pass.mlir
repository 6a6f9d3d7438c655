module {
  func.func @vectors() -> (vector<3xf32>, vector<3xf32>, tensor<2xf64>, vector<3xf32>) {
    %cst = arith.constant dense<[1.500000e+00, 2.500000e+00, 3.500000e+00]> : vector<3xf32>
    %cst_0 = arith.constant dense<2.500000e-01> : vector<3xf32>
    %cst_1 = arith.constant dense<0x7FF0000000000000> : tensor<2xf64>
    %cst_2 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : vector<3xf32>
    return %cst, %cst_0, %cst_1, %cst_2 : vector<3xf32>, vector<3xf32>, tensor<2xf64>, vector<3xf32>
  }
}

