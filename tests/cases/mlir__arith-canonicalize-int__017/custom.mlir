module {
  func.func @shifts_wide() -> (i1, i1, i65, i65, i128) {
    %true = arith.constant true
    %false = arith.constant false
    %0 = arith.shli %true, %false : i1
    %1 = arith.shrsi %true, %true : i1
    %c-18446744073709551616_i65 = arith.constant -18446744073709551616 : i65
    %c64_i65 = arith.constant 64 : i65
    %2 = arith.shrsi %c-18446744073709551616_i65, %c64_i65 : i65
    %3 = arith.shrui %c-18446744073709551616_i65, %c64_i65 : i65
    %c1_i128 = arith.constant 1 : i128
    %c127_i128 = arith.constant 127 : i128
    %4 = arith.shli %c1_i128, %c127_i128 : i128
    return %0, %1, %2, %3, %4 : i1, i1, i65, i65, i128
  }
}

