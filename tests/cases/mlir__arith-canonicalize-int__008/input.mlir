
func.func @division_vectors() -> (vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>) {
  %a = arith.constant dense<[7, -7, 9]> : vector<3xi32>
  %b = arith.constant dense<[2, 2, 0]> : vector<3xi32>
  %c = arith.constant dense<[2, 3, 4]> : vector<3xi32>
  %0 = arith.divsi %a, %b : vector<3xi32>
  %1 = arith.divsi %a, %c : vector<3xi32>
  %2 = arith.remsi %a, %c : vector<3xi32>
  %3 = arith.remui %a, %b : vector<3xi32>
  return %0, %1, %2, %3 : vector<3xi32>, vector<3xi32>, vector<3xi32>, vector<3xi32>
}

