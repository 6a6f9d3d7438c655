module {
  func.func @dead_region_op(%arg0: i1, %arg1: i32) {
    %0 = scf.execute_region -> i32 {
      %1 = arith.addi %arg1, %arg1 : i32
      cf.br ^bb1(%1 : i32)
    ^bb1(%2: i32):  // pred: ^bb0
      scf.yield %2 : i32
    }
    "foo.keep"() : () -> ()
    return
  }
}

