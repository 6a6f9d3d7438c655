module {
  func.func @classify_shaped() -> (vector<4xi1>, tensor<2xi1>, vector<2xi1>) {
    %cst = arith.constant dense<0x7FC00000> : vector<4xf32>
    %cst_0 = arith.constant dense<2.000000e+00> : tensor<2xf64>
    %cst_1 = arith.constant dense<[1.000000e+00, 0x7F800000]> : vector<2xf32>
    %0 = math.isnan %cst : vector<4xf32>
    %1 = math.isfinite %cst_0 : tensor<2xf64>
    %2 = math.isinf %cst_1 : vector<2xf32>
    return %0, %1, %2 : vector<4xi1>, tensor<2xi1>, vector<2xi1>
  }
}

