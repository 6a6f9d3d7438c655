module {
  func.func @parallel_loop(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index) {
    %c1 = arith.constant 1 : index
    scf.parallel (%arg5, %arg6) = (%arg0, %arg1) to (%arg2, %arg3) step (%arg4, %c1) {
      %c1_0 = arith.constant 1 : index
      "foo.use"(%arg5, %arg6) : (index, index) -> ()
      scf.reduce 
    }
    return
  }
}

