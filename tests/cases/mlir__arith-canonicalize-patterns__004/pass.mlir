module {
  func.func @subi_sub(%arg0: i32, %arg1: i32, %arg2: vector<2xi8>, %arg3: vector<2xi8>) -> (i32, vector<2xi8>) {
    %cst = arith.constant dense<0> : vector<2xi8>
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.subi %c0_i32, %arg1 overflow<nsw> : i32
    %1 = arith.subi %cst, %arg3 : vector<2xi8>
    return %0, %1 : i32, vector<2xi8>
  }
}

