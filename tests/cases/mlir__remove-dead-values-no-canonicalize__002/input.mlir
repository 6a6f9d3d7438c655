
// scf.for pure, dead results: erased
func.func @for_dead(%lb: index, %ub: index, %step: index) {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %c0) -> (i32) {
    %a2 = arith.addi %a, %a : i32
    scf.yield %a2 : i32
  }
  return
}

