module {
  func.func @loop(%arg0: i32, %arg1: index, %arg2: index, %arg3: index) {
    %0 = arith.addi %arg0, %arg0 : i32
    scf.for %arg4 = %arg1 to %arg2 step %arg3 {
      "test.use"(%0) : (i32) -> ()
    }
    return
  }
}

