module {
  func.func @int_ext_trunc() -> (i64, i64, i8, i1, i65, vector<2xi16>, tensor<2xi16>, i128) {
    %c4294967295_i64 = arith.constant 4294967295 : i64
    %c-1_i64 = arith.constant -1 : i64
    %c44_i8 = arith.constant 44 : i8
    %false = arith.constant false
    %c-1_i65 = arith.constant -1 : i65
    %cst = arith.constant dense<[-1, 2]> : vector<2xi16>
    %cst_0 = arith.constant dense<255> : tensor<2xi16>
    %c-5_i128 = arith.constant -5 : i128
    return %c4294967295_i64, %c-1_i64, %c44_i8, %false, %c-1_i65, %cst, %cst_0, %c-5_i128 : i64, i64, i8, i1, i65, vector<2xi16>, tensor<2xi16>, i128
  }
}

