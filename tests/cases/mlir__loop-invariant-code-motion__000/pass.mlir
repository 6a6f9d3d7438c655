module {
  func.func @while(%arg0: i32, %arg1: i32) {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.muli %arg0, %arg1 : i32
    %2 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
      %3 = arith.cmpi slt, %arg2, %0 : i32
      scf.condition(%3) %arg2 : i32
    } do {
    ^bb0(%arg2: i32):
      %3 = arith.addi %arg2, %1 : i32
      scf.yield %3 : i32
    }
    return
  }
  func.func @loops(%arg0: index, %arg1: index) {
    %0 = arith.addi %arg0, %arg1 : index
    scf.parallel (%arg2) = (%arg0) to (%arg1) step (%arg0) {
      "test.use"(%0) : (index) -> ()
      scf.reduce 
    }
    %1 = arith.addi %arg0, %arg1 : index
    scf.forall (%arg2) in (%arg0) {
      "test.use"(%1) : (index) -> ()
    }
    %2 = arith.addi %arg0, %arg1 : index
    affine.parallel (%arg2) = (0) to (10) {
      "test.use"(%2) : (index) -> ()
    }
    %3 = arith.addi %arg0, %arg1 : index
    affine.for %arg2 = 0 to 10 {
      "test.use"(%3) : (index) -> ()
    }
    return
  }
}

