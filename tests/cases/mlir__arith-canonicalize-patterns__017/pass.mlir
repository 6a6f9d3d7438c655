module {
  func.func @cmpf_zero(%arg0: i8) -> (i1, i1) {
    %c0_i8 = arith.constant 0 : i8
    %0 = arith.cmpi eq, %arg0, %c0_i8 : i8
    %1 = arith.cmpi slt, %arg0, %c0_i8 : i8
    return %0, %1 : i1, i1
  }
}

