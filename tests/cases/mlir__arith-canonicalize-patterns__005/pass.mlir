module {
  func.func @extended(%arg0: i32, %arg1: i32, %arg2: vector<2xi16>) -> (i32, i32, i32, i32, i32, vector<2xi16>, vector<2xi16>) {
    %cst = arith.constant dense<0> : vector<2xi16>
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.muli %arg0, %arg1 : i32
    %2 = arith.muli %arg0, %arg1 : i32
    %3 = arith.cmpi slt, %arg0, %c0_i32 : i32
    %4 = arith.extsi %3 : i1 to i32
    %5 = arith.cmpi slt, %arg2, %cst : vector<2xi16>
    %6 = arith.extsi %5 : vector<2xi1> to vector<2xi16>
    return %0, %1, %2, %arg0, %4, %arg2, %6 : i32, i32, i32, i32, i32, vector<2xi16>, vector<2xi16>
  }
}

