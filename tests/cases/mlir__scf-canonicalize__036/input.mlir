
func.func @parallel_nested(%a: index, %b: index, %s: index) {
  scf.parallel (%i) = (%a) to (%b) step (%s) {
    scf.parallel (%j) = (%a) to (%b) step (%s) {
      "test.body"(%i, %j) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}
