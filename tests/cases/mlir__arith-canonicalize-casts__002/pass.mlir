module {
  func.func @trunci_of_shift(%arg0: i32, %arg1: vector<4xi32>) -> (i16, i16, vector<4xi16>, i16) {
    %cst = arith.constant dense<16> : vector<4xi32>
    %c8_i32 = arith.constant 8 : i32
    %c16_i32 = arith.constant 16 : i32
    %0 = arith.shrui %arg0, %c16_i32 : i32
    %1 = arith.trunci %0 : i32 to i16
    %2 = arith.shrsi %arg0, %c8_i32 : i32
    %3 = arith.trunci %2 : i32 to i16
    %4 = arith.shrui %arg1, %cst : vector<4xi32>
    %5 = arith.trunci %4 overflow<nsw> : vector<4xi32> to vector<4xi16>
    %6 = arith.shrui %arg0, %c16_i32 : i32
    %7 = arith.trunci %6 overflow<nuw> : i32 to i16
    return %1, %3, %5, %7 : i16, i16, vector<4xi16>, i16
  }
}

