module {
  func.func @extended_i1_and_poison(%arg0: i1) -> (i1, i1, i1, i1, i32, i32) {
    %false = arith.constant false
    %true = arith.constant true
    %0 = ub.poison : i32
    return %arg0, %false, %true, %false, %0, %0 : i1, i1, i1, i1, i32, i32
  }
}

