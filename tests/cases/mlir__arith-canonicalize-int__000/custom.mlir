module {
  func.func @addi(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i8, i1, i65, i128, index) {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.addi %arg0, %c0_i32 : i32
    %1 = arith.subi %arg0, %arg1 : i32
    %2 = arith.addi %1, %arg1 : i32
    %3 = arith.addi %arg1, %1 : i32
    %c100_i8 = arith.constant 100 : i8
    %4 = arith.addi %c100_i8, %c100_i8 : i8
    %true = arith.constant true
    %5 = arith.addi %true, %true : i1
    %c18446744073709551615_i65 = arith.constant 18446744073709551615 : i65
    %c1_i65 = arith.constant 1 : i65
    %6 = arith.addi %c18446744073709551615_i65, %c1_i65 : i65
    %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
    %c-1_i128 = arith.constant -1 : i128
    %7 = arith.addi %c-170141183460469231731687303715884105728_i128, %c-1_i128 : i128
    %c9223372036854775807 = arith.constant 9223372036854775807 : index
    %c1 = arith.constant 1 : index
    %8 = arith.addi %c9223372036854775807, %c1 : index
    %c5_i32 = arith.constant 5 : i32
    %9 = arith.addi %c5_i32, %arg0 : i32
    return %0, %2, %3, %9, %4, %5, %6, %7, %8 : i32, i32, i32, i32, i8, i1, i65, i128, index
  }
}

