module {
  func.func @bitwise_constants() -> (i8, i8, i8, vector<2xi8>, i1, i1) {
    %c12_i8 = arith.constant 12 : i8
    %c10_i8 = arith.constant 10 : i8
    %0 = arith.andi %c12_i8, %c10_i8 : i8
    %1 = arith.ori %c12_i8, %c10_i8 : i8
    %2 = arith.xori %c12_i8, %c10_i8 : i8
    %cst = arith.constant dense<[1, 2]> : vector<2xi8>
    %cst_0 = arith.constant dense<3> : vector<2xi8>
    %3 = arith.xori %cst, %cst_0 : vector<2xi8>
    %true = arith.constant true
    %false = arith.constant false
    %4 = arith.andi %true, %false : i1
    %5 = arith.xori %true, %true : i1
    return %0, %1, %2, %3, %4, %5 : i8, i8, i8, vector<2xi8>, i1, i1
  }
}

