
func.func @for_nsw_one_trip(%lb: index) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  scf.for %i = %lb to %ub step %c1 {
    "test.consume"(%i) : (index) -> ()
  }
  return
}

