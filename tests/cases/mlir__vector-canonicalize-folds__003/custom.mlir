module {
  func.func @a() -> (vector<2xi8>, vector<2xi32>, vector<1xi64>, vector<4xi32>) {
    %cst = arith.constant dense<true> : vector<16xi1>
    %0 = vector.bitcast %cst : vector<16xi1> to vector<2xi8>
    %cst_0 = arith.constant dense<3> : vector<16xi4>
    %1 = vector.bitcast %cst_0 : vector<16xi4> to vector<2xi32>
    %cst_1 = arith.constant dense<-2> : vector<4xi16>
    %2 = vector.bitcast %cst_1 : vector<4xi16> to vector<1xi64>
    %cst_2 = arith.constant dense<1.500000e+00> : vector<8xbf16>
    %3 = vector.bitcast %cst_2 : vector<8xbf16> to vector<4xi32>
    return %0, %1, %2, %3 : vector<2xi8>, vector<2xi32>, vector<1xi64>, vector<4xi32>
  }
}

