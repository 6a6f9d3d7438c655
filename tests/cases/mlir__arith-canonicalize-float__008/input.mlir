
func.func @vectors() -> (vector<3xf32>, vector<3xf32>, tensor<2xf64>, vector<3xf32>) {
  %a = arith.constant dense<[1.0, 2.0, 3.0]> : vector<3xf32>
  %b = arith.constant dense<0.5> : vector<3xf32>
  %0 = arith.addf %a, %b : vector<3xf32>
  %1 = arith.mulf %b, %b : vector<3xf32>
  %c = arith.constant dense<[1.0e308, -1.0e308]> : tensor<2xf64>
  %2 = arith.mulf %c, %c : tensor<2xf64>
  %3 = arith.maximumf %a, %b : vector<3xf32>
  return %0, %1, %2, %3 : vector<3xf32>, vector<3xf32>, tensor<2xf64>, vector<3xf32>
}

