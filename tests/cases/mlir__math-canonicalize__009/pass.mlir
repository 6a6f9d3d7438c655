module {
  func.func @integers() {
    %c5_i32 = arith.constant 5 : i32
    %c26_i32 = arith.constant 26 : i32
    %c3_i32 = arith.constant 3 : i32
    %c31_i32 = arith.constant 31 : i32
    %c16_i16 = arith.constant 16 : i16
    %c0_i16 = arith.constant 0 : i16
    %cst = arith.constant dense<[1, 8, 1]> : vector<3xi8>
    %cst_0 = arith.constant dense<[1, 1, -128]> : vector<3xi8>
    "test.use"(%c5_i32, %c26_i32, %c3_i32, %c31_i32, %c16_i16, %c16_i16, %c0_i16, %cst, %cst_0) : (i32, i32, i32, i32, i16, i16, i16, vector<3xi8>, vector<3xi8>) -> ()
    return
  }
}

