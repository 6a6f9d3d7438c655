module {
  func.func @extended(%arg0: i32, %arg1: i32, %arg2: vector<2xi16>) -> (i32, i32, i32, i32, i32, vector<2xi16>, vector<2xi16>) {
    %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
    %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
    %low_0, %high_1 = arith.mului_extended %arg0, %arg1 : i32
    %c1_i32 = arith.constant 1 : i32
    %low_2, %high_3 = arith.mulsi_extended %arg0, %c1_i32 : i32
    %cst = arith.constant dense<1> : vector<2xi16>
    %low_4, %high_5 = arith.mulsi_extended %arg2, %cst : vector<2xi16>
    return %sum, %low, %low_0, %low_2, %high_3, %low_4, %high_5 : i32, i32, i32, i32, i32, vector<2xi16>, vector<2xi16>
  }
}

