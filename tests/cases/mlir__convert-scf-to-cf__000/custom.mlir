module {
  func.func @simple_for(%arg0: index, %arg1: index, %arg2: index) {
    scf.for %arg3 = %arg0 to %arg1 step %arg2 {
      %c1 = arith.constant 1 : index
      "foo.use"(%arg3) : (index) -> ()
    }
    return
  }
}

