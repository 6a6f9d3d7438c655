module {
  func.func @multi_block_loop_body(%arg0: index, %arg1: index, %arg2: index, %arg3: i1) {
    scf.for %arg4 = %arg0 to %arg1 step %arg2 {
      scf.execute_region {
        cf.cond_br %arg3, ^bb1, ^bb2
      ^bb1:  // pred: ^bb0
        "foo.a"() : () -> ()
        scf.yield
      ^bb2:  // pred: ^bb0
        "foo.b"() : () -> ()
        scf.yield
      }
    }
    return
  }
}

