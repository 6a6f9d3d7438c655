
func.func @minmax_vectors(%v: vector<2xi8>) -> (vector<2xi8>, vector<2xi8>, vector<2xi8>) {
  %smax = arith.constant dense<127> : vector<2xi8>
  %0 = arith.maxsi %v, %smax : vector<2xi8>
  %a = arith.constant dense<[-3, 4]> : vector<2xi8>
  %b = arith.constant dense<[5, -6]> : vector<2xi8>
  %1 = arith.minsi %a, %b : vector<2xi8>
  %2 = arith.maxui %a, %b : vector<2xi8>
  return %0, %1, %2 : vector<2xi8>, vector<2xi8>, vector<2xi8>
}

