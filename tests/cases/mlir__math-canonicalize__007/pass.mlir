module {
  func.func @classify_shaped() -> (vector<4xi1>, tensor<2xi1>, vector<2xi1>) {
    %cst = arith.constant dense<[1.000000e+00, 0x7F800000]> : vector<2xf32>
    %cst_0 = arith.constant dense<true> : vector<4xi1>
    %cst_1 = arith.constant dense<true> : tensor<2xi1>
    %0 = math.isinf %cst : vector<2xf32>
    return %cst_0, %cst_1, %0 : vector<4xi1>, tensor<2xi1>, vector<2xi1>
  }
}

