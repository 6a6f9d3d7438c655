module {
  func.func @unregistered_region(%arg0: i32) -> i32 {
    %0 = arith.addi %arg0, %arg0 : i32
    "foo.region"() ({
      %1 = arith.addi %arg0, %arg0 : i32
      "foo.use"(%1, %1) : (i32, i32) -> ()
    }) : () -> ()
    return %0 : i32
  }
}

