module {
  func.func @two_regions(%arg0: i1, %arg1: i32) {
    "foo.two"() ({
      %0 = scf.if %arg0 -> (i32) {
        scf.yield %arg1 : i32
      } else {
        scf.yield %arg1 : i32
      }
      "foo.use"(%0) : (i32) -> ()
    }, {
      %0 = arith.addi %arg1, %arg1 : i32
    }) : () -> ()
    return
  }
}

