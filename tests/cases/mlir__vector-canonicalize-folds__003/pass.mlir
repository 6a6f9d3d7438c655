module {
  func.func @a() -> (vector<2xi8>, vector<2xi32>, vector<1xi64>, vector<4xi32>) {
    %cst = arith.constant dense<1.500000e+00> : vector<8xbf16>
    %cst_0 = arith.constant dense<-1> : vector<2xi8>
    %cst_1 = arith.constant dense<858993459> : vector<2xi32>
    %cst_2 = arith.constant dense<-281479271743490> : vector<1xi64>
    %0 = vector.bitcast %cst : vector<8xbf16> to vector<4xi32>
    return %cst_0, %cst_1, %cst_2, %0 : vector<2xi8>, vector<2xi32>, vector<1xi64>, vector<4xi32>
  }
}

