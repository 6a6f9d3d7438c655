module {
  func.func @in_module(%arg0: i1) {
    scf.if %arg0 {
      "foo.x"() : () -> ()
    }
    return
  }
  func.func @second(%arg0: index, %arg1: index) {
    %c1 = arith.constant 1 : index
    scf.for %arg2 = %arg0 to %arg1 step %c1 {
      "foo.y"(%arg2) : (index) -> ()
    }
    return
  }
}

