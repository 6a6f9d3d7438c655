
func.func @select_vectors(%x: vector<3xi32>, %y: vector<3xi32>) -> (vector<3xi32>, vector<3xi32>, vector<3xf32>, vector<3xi32>) {
  %st = arith.constant dense<true> : vector<3xi1>
  %0 = arith.select %st, %x, %y : vector<3xi1>, vector<3xi32>
  %m = arith.constant dense<[true, false, true]> : vector<3xi1>
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<[4, 5, 6]> : vector<3xi32>
  %1 = arith.select %m, %a, %b : vector<3xi1>, vector<3xi32>
  %fa = arith.constant dense<1.0> : vector<3xf32>
  %fb = arith.constant dense<[2.0, 3.0, 4.0]> : vector<3xf32>
  %2 = arith.select %m, %fa, %fb : vector<3xi1>, vector<3xf32>
  %3 = arith.select %m, %x, %b : vector<3xi1>, vector<3xi32>
  return %0, %1, %2, %3 : vector<3xi32>, vector<3xi32>, vector<3xf32>, vector<3xi32>
}

