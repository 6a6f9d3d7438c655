module {
  func.func @nested(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: i1) {
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.muli %arg0, %arg1 : i32
    scf.if %arg2 {
      "test.use"(%1) : (i32) -> ()
      scf.if %arg3 {
        %2 = arith.addi %0, %arg1 : i32
        scf.if %arg3 {
          "test.use"(%2) : (i32) -> ()
        }
        "test.use"(%2) : (i32) -> ()
      }
    }
    return
  }
}

