module {
  func.func @int_ext_trunc() -> (i64, i64, i8, i1, i65, vector<2xi16>, tensor<2xi16>, i128) {
    %c-1_i32 = arith.constant -1 : i32
    %0 = arith.extui %c-1_i32 : i32 to i64
    %1 = arith.extsi %c-1_i32 : i32 to i64
    %c300_i32 = arith.constant 300 : i32
    %2 = arith.trunci %c300_i32 : i32 to i8
    %3 = arith.trunci %c300_i32 : i32 to i1
    %true = arith.constant true
    %4 = arith.extsi %true : i1 to i65
    %cst = arith.constant dense<[-1, 2]> : vector<2xi8>
    %5 = arith.extsi %cst : vector<2xi8> to vector<2xi16>
    %cst_0 = arith.constant dense<-1> : tensor<2xi8>
    %6 = arith.extui %cst_0 : tensor<2xi8> to tensor<2xi16>
    %c-5_i64 = arith.constant -5 : i64
    %7 = arith.extsi %c-5_i64 : i64 to i128
    return %0, %1, %2, %3, %4, %5, %6, %7 : i64, i64, i8, i1, i65, vector<2xi16>, tensor<2xi16>, i128
  }
}

