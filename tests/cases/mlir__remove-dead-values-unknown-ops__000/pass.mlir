module {
  func.func @unreg_region(%arg0: i32) -> i32 {
    %0 = "foo.op"(%arg0) ({
    ^bb0(%arg1: i32):
      %1 = arith.muli %arg1, %arg1 : i32
      "foo.yield"(%1) : (i32) -> ()
    }) : (i32) -> i32
    return %0 : i32
  }
}

