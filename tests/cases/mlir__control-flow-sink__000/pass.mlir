module {
  func.func @nested(%arg0: i32, %arg1: i32, %arg2: i1, %arg3: i1) {
    scf.if %arg2 {
      %0 = arith.muli %arg0, %arg1 : i32
      "test.use"(%0) : (i32) -> ()
      scf.if %arg3 {
        %1 = arith.addi %arg0, %arg1 : i32
        %2 = arith.addi %1, %arg1 : i32
        scf.if %arg3 {
          "test.use"(%2) : (i32) -> ()
        }
        "test.use"(%2) : (i32) -> ()
      }
    }
    return
  }
}

