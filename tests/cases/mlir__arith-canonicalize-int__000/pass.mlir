module {
  func.func @addi(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i8, i1, i65, i128, index) {
    %c5_i32 = arith.constant 5 : i32
    %c-56_i8 = arith.constant -56 : i8
    %false = arith.constant false
    %c-18446744073709551616_i65 = arith.constant -18446744073709551616 : i65
    %c170141183460469231731687303715884105727_i128 = arith.constant 170141183460469231731687303715884105727 : i128
    %c-9223372036854775808 = arith.constant -9223372036854775808 : index
    %0 = arith.addi %arg0, %c5_i32 : i32
    return %arg0, %arg0, %arg0, %0, %c-56_i8, %false, %c-18446744073709551616_i65, %c170141183460469231731687303715884105727_i128, %c-9223372036854775808 : i32, i32, i32, i32, i8, i1, i65, i128, index
  }
}

