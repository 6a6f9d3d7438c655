module {
  func.func @minmax(%arg0: i8) -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
    %c0_i8 = arith.constant 0 : i8
    %c-1_i8 = arith.constant -1 : i8
    %c-128_i8 = arith.constant -128 : i8
    %c127_i8 = arith.constant 127 : i8
    %c5_i8 = arith.constant 5 : i8
    %c-3_i8 = arith.constant -3 : i8
    return %arg0, %c127_i8, %arg0, %c-128_i8, %arg0, %c-1_i8, %arg0, %c0_i8, %arg0, %c5_i8, %c-3_i8, %c5_i8 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
  }
}

