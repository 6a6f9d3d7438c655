module {
  func.func @unreg_region(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    %1 = "foo.op"(%arg0) ({
    ^bb0(%arg1: i32):
      %2 = arith.muli %arg1, %arg1 : i32
      %3 = arith.addi %arg1, %arg1 : i32
      "foo.yield"(%2) : (i32) -> ()
    }) : (i32) -> i32
    return %1 : i32
  }
}

