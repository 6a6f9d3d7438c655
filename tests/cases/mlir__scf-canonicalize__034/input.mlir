
func.func @parallel_dims(%a: index, %b: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%i, %j, %k) = (%c0, %a, %c0) to (%c1, %b, %c3) step (%c1, %c1, %c1) {
    "test.body"(%i, %j, %k) : (index, index, index) -> ()
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    "test.single"(%i) : (index) -> ()
    scf.reduce
  }
  scf.parallel (%i) = (%c3) to (%c1) step (%c1) {
    "test.zero"(%i) : (index) -> ()
    scf.reduce
  }
  return
}

