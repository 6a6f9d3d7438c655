module {
  func.func @bitwise_constants() -> (i8, i8, i8, vector<2xi8>, i1, i1) {
    %false = arith.constant false
    %c8_i8 = arith.constant 8 : i8
    %c14_i8 = arith.constant 14 : i8
    %c6_i8 = arith.constant 6 : i8
    %cst = arith.constant dense<[2, 1]> : vector<2xi8>
    return %c8_i8, %c14_i8, %c6_i8, %cst, %false, %false : i8, i8, i8, vector<2xi8>, i1, i1
  }
}

