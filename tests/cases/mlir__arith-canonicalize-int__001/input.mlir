
func.func @addi_vectors() -> (vector<4xi8>, vector<4xi8>, tensor<2x2xi16>, vector<4xi8>) {
  %s = arith.constant dense<127> : vector<4xi8>
  %t = arith.constant dense<[1, 2, 3, 4]> : vector<4xi8>
  %0 = arith.addi %s, %s : vector<4xi8>
  %1 = arith.addi %s, %t : vector<4xi8>
  %a = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>
  %b = arith.constant dense<[[-1, -2], [-3, -4]]> : tensor<2x2xi16>
  %2 = arith.addi %a, %b : tensor<2x2xi16>
  %u = arith.constant dense<[-127, -126, -125, -124]> : vector<4xi8>
  %3 = arith.addi %t, %u : vector<4xi8>
  return %0, %1, %2, %3 : vector<4xi8>, vector<4xi8>, tensor<2x2xi16>, vector<4xi8>
}

