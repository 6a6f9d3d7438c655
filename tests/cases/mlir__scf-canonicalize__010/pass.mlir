module {
  func.func @for_unsigned_bounds() {
    %c0_i8 = arith.constant 0 : i8
    %c-1_i8 = arith.constant -1 : i8
    %c100_i8 = arith.constant 100 : i8
    scf.for unsigned %arg0 = %c0_i8 to %c-1_i8 step %c100_i8  : i8 {
      "test.unsigned"(%arg0) : (i8) -> ()
    }
    return
  }
}

