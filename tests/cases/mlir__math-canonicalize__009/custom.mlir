module {
  func.func @integers() {
    %c-5_i32 = arith.constant -5 : i32
    %c40_i32 = arith.constant 40 : i32
    %c0_i16 = arith.constant 0 : i16
    %0 = math.absi %c-5_i32 : i32
    %1 = math.ctlz %c40_i32 : i32
    %2 = math.cttz %c40_i32 : i32
    %3 = math.ctpop %c-5_i32 : i32
    %4 = math.ctlz %c0_i16 : i16
    %5 = math.cttz %c0_i16 : i16
    %6 = math.ctpop %c0_i16 : i16
    %cst = arith.constant dense<[1, -1, -128]> : vector<3xi8>
    %7 = math.ctpop %cst : vector<3xi8>
    %8 = math.absi %cst : vector<3xi8>
    "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8) : (i32, i32, i32, i32, i16, i16, i16, vector<3xi8>, vector<3xi8>) -> ()
    return
  }
}

