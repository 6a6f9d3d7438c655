
func.func @a() -> (vector<2xi8>, vector<2xi32>, vector<1xi64>, vector<4xi32>) {
  %c = arith.constant dense<true> : vector<16xi1>
  %0 = vector.bitcast %c : vector<16xi1> to vector<2xi8>
  %d = arith.constant dense<3> : vector<16xi4>
  %1 = vector.bitcast %d : vector<16xi4> to vector<2xi32>
  %e = arith.constant dense<-2> : vector<4xi16>
  %2 = vector.bitcast %e : vector<4xi16> to vector<1xi64>
  %f = arith.constant dense<1.5> : vector<8xbf16>
  %3 = vector.bitcast %f : vector<8xbf16> to vector<4xi32>
  return %0, %1, %2, %3 : vector<2xi8>, vector<2xi32>, vector<1xi64>, vector<4xi32>
}

