module {
  func.func @parallel_nested(%arg0: index, %arg1: index, %arg2: index) {
    scf.parallel (%arg3, %arg4) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
      "test.body"(%arg3, %arg4) : (index, index) -> ()
      scf.reduce 
    }
    return
  }
}

