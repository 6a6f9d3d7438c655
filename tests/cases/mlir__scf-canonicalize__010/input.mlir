
func.func @for_unsigned_bounds() {
  %c0 = arith.constant 0 : i8
  %cm1 = arith.constant -1 : i8
  %c100 = arith.constant 100 : i8
  scf.for unsigned %i = %c0 to %cm1 step %c100 : i8 {
    "test.unsigned"(%i) : (i8) -> ()
  }
  scf.for %i = %c0 to %cm1 step %c100 : i8 {
    "test.signed"(%i) : (i8) -> ()
  }
  return
}

