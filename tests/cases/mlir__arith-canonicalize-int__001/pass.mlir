module {
  func.func @addi_vectors() -> (vector<4xi8>, vector<4xi8>, tensor<2x2xi16>, vector<4xi8>) {
    %cst = arith.constant dense<-2> : vector<4xi8>
    %cst_0 = arith.constant dense<[-128, -127, -126, -125]> : vector<4xi8>
    %cst_1 = arith.constant dense<0> : tensor<2x2xi16>
    %cst_2 = arith.constant dense<[-126, -124, -122, -120]> : vector<4xi8>
    return %cst, %cst_0, %cst_1, %cst_2 : vector<4xi8>, vector<4xi8>, tensor<2x2xi16>, vector<4xi8>
  }
}

