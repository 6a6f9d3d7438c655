
// scf.for with side effect using the induction variable
func.func @for_effect(%lb: index, %ub: index, %step: index, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%a = %c0) -> (i32) {
    memref.store %a, %m[%i] : memref<?xi32>
    %a2 = arith.addi %a, %a : i32
    scf.yield %a2 : i32
  }
  return
}

