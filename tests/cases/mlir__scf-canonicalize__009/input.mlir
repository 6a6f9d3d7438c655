
func.func @for_nuw_unsigned(%lb: i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %ub = arith.addi %lb, %c2 overflow<nuw> : i32
  scf.for unsigned %i = %lb to %ub step %c2 : i32 {
    "test.consume"(%i) : (i32) -> ()
  }
  %ub2 = arith.addi %lb, %c2 overflow<nsw> : i32
  scf.for unsigned %i = %lb to %ub2 step %c2 : i32 {
    "test.consume2"(%i) : (i32) -> ()
  }
  return
}

