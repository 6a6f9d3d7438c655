module {
  func.func @parallel_dims(%arg0: index, %arg1: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c3 = arith.constant 3 : index
    scf.parallel (%arg2, %arg3) = (%arg0, %c0) to (%arg1, %c3) step (%c1, %c1) {
      "test.body"(%c0, %arg2, %arg3) : (index, index, index) -> ()
      scf.reduce 
    }
    "test.single"(%c0) : (index) -> ()
    return
  }
}

