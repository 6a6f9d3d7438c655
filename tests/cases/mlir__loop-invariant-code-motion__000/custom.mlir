module {
  func.func @while(%arg0: i32, %arg1: i32) {
    %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
      %1 = arith.addi %arg0, %arg1 : i32
      %2 = arith.cmpi slt, %arg2, %1 : i32
      scf.condition(%2) %arg2 : i32
    } do {
    ^bb0(%arg2: i32):
      %1 = arith.muli %arg0, %arg1 : i32
      %2 = arith.addi %arg2, %1 : i32
      scf.yield %2 : i32
    }
    return
  }
  func.func @loops(%arg0: index, %arg1: index) {
    scf.parallel (%arg2) = (%arg0) to (%arg1) step (%arg0) {
      %0 = arith.addi %arg0, %arg1 : index
      "test.use"(%0) : (index) -> ()
      scf.reduce 
    }
    scf.forall (%arg2) in (%arg0) {
      %0 = arith.addi %arg0, %arg1 : index
      "test.use"(%0) : (index) -> ()
    }
    affine.parallel (%arg2) = (0) to (10) {
      %0 = arith.addi %arg0, %arg1 : index
      "test.use"(%0) : (index) -> ()
    }
    affine.for %arg2 = 0 to 10 {
      %0 = arith.addi %arg0, %arg1 : index
      "test.use"(%0) : (index) -> ()
    }
    return
  }
}

