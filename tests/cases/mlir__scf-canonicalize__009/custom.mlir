module {
  func.func @for_nuw_unsigned(%arg0: i32) {
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %0 = arith.addi %arg0, %c2_i32 overflow<nuw> : i32
    scf.for unsigned %arg1 = %arg0 to %0 step %c2_i32  : i32 {
      "test.consume"(%arg1) : (i32) -> ()
    }
    %1 = arith.addi %arg0, %c2_i32 overflow<nsw> : i32
    scf.for unsigned %arg1 = %arg0 to %1 step %c2_i32  : i32 {
      "test.consume2"(%arg1) : (i32) -> ()
    }
    return
  }
}

