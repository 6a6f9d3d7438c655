module {
  func.func @subi_sub(%arg0: i32, %arg1: i32, %arg2: vector<2xi8>, %arg3: vector<2xi8>) -> (i32, vector<2xi8>) {
    %0 = arith.subi %arg0, %arg1 overflow<nsw> : i32
    %1 = arith.subi %0, %arg0 overflow<nsw> : i32
    %2 = arith.subi %arg2, %arg3 : vector<2xi8>
    %3 = arith.subi %2, %arg2 : vector<2xi8>
    return %1, %3 : i32, vector<2xi8>
  }
}

