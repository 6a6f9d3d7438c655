
// scf.parallel with reduction
func.func @reduce(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r:2 = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z, %z) -> (i32, i32) {
    %v = arith.index_cast %i : index to i32
    scf.reduce(%v, %v : i32, i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.muli %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0 : i32
}

