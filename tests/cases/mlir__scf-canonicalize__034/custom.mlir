module {
  func.func @parallel_dims(%arg0: index, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    scf.parallel (%arg2, %arg3, %arg4) = (%c0, %arg0, %c0) to (%c1, %arg1, %c3) step (%c1, %c1, %c1) {
      "test.body"(%arg2, %arg3, %arg4) : (index, index, index) -> ()
      scf.reduce 
    }
    scf.parallel (%arg2) = (%c0) to (%c1) step (%c1) {
      "test.single"(%arg2) : (index) -> ()
      scf.reduce 
    }
    scf.parallel (%arg2) = (%c3) to (%c1) step (%c1) {
      "test.zero"(%arg2) : (index) -> ()
      scf.reduce 
    }
    return
  }
}

