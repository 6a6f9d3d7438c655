module {
  func.func @shifts_wide() -> (i1, i1, i65, i65, i128) {
    %c-170141183460469231731687303715884105728_i128 = arith.constant -170141183460469231731687303715884105728 : i128
    %c1_i65 = arith.constant 1 : i65
    %c-1_i65 = arith.constant -1 : i65
    %true = arith.constant true
    %0 = arith.shrsi %true, %true : i1
    return %true, %0, %c-1_i65, %c1_i65, %c-170141183460469231731687303715884105728_i128 : i1, i1, i65, i65, i128
  }
}

