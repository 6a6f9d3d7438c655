module {
  func.func @cmpf() -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
    %false = arith.constant false
    %true = arith.constant true
    return %false, %false, %false, %false, %true, %true, %true, %true, %false, %false, %false, %true, %true, %true, %false, %true : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
  }
}

