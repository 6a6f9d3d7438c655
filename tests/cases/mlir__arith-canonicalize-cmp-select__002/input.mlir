
func.func @cmpi_vectors() -> (vector<3xi1>, vector<3xi1>, tensor<2xi1>) {
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<2> : vector<3xi32>
  %0 = arith.cmpi slt, %a, %b : vector<3xi32>
  %1 = arith.cmpi sge, %b, %b : vector<3xi32>
  %c = arith.constant dense<[-1, 1]> : tensor<2xi64>
  %d = arith.constant dense<[1, -1]> : tensor<2xi64>
  %2 = arith.cmpi ult, %c, %d : tensor<2xi64>
  return %0, %1, %2 : vector<3xi1>, vector<3xi1>, tensor<2xi1>
}

