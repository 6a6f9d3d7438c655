module {
  func.func @index_cast_vectors() -> (vector<2xindex>, vector<2xi8>) {
    %cst = arith.constant dense<[-1, 300]> : vector<2xi32>
    %0 = arith.index_cast %cst : vector<2xi32> to vector<2xindex>
    %cst_0 = arith.constant dense<[255, 256]> : vector<2xindex>
    %1 = arith.index_castui %cst_0 : vector<2xindex> to vector<2xi8>
    return %0, %1 : vector<2xindex>, vector<2xi8>
  }
}

