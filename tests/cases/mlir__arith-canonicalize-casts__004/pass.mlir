module {
  func.func @index_cast_vectors() -> (vector<2xindex>, vector<2xi8>) {
    %cst = arith.constant dense<[-1, 300]> : vector<2xindex>
    %cst_0 = arith.constant dense<[-1, 0]> : vector<2xi8>
    return %cst, %cst_0 : vector<2xindex>, vector<2xi8>
  }
}

