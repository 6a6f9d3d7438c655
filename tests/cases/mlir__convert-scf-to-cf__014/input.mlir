
module {
  func.func @in_module(%c: i1) {
    scf.if %c {
      "foo.x"() : () -> ()
    }
    return
  }
  func.func @second(%lb: index, %ub: index) {
    %c1 = arith.constant 1 : index
    scf.for %i = %lb to %ub step %c1 {
      "foo.y"(%i) : (index) -> ()
    }
    return
  }
}

