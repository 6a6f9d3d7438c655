module {
  func.func private @rec(%arg0: i32) {
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.cmpi eq, %arg0, %c0_i32 : i32
    scf.if %0 {
      %1 = ub.poison : i32
    } else {
      %1 = arith.subi %arg0, %c1_i32 : i32
      func.call @rec(%1) : (i32) -> ()
      %2 = ub.poison : i32
    }
    return
  }
}

