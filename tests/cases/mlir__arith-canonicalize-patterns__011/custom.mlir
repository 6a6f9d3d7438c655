module {
  func.func @select_vector_patterns(%arg0: vector<2xi1>, %arg1: vector<2xi32>, %arg2: vector<2xi32>) -> (vector<2xi32>, vector<2xi32>) {
    %cst = arith.constant dense<true> : vector<2xi1>
    %0 = arith.xori %arg0, %cst : vector<2xi1>
    %1 = arith.select %0, %arg1, %arg2 : vector<2xi1>, vector<2xi32>
    %cst_0 = arith.constant dense<1> : vector<2xi32>
    %cst_1 = arith.constant dense<0> : vector<2xi32>
    %2 = arith.select %arg0, %cst_0, %cst_1 : vector<2xi1>, vector<2xi32>
    return %1, %2 : vector<2xi32>, vector<2xi32>
  }
}

