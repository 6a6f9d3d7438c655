module {
  func.func @mulsi_extended_i1(%arg0: i1) -> (i1, i1) {
    %true = arith.constant true
    %low, %high = arith.mulsi_extended %arg0, %true : i1
    return %low, %high : i1, i1
  }
}

