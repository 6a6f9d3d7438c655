module {
  func.func @graph(%arg0: i32) {
    "foo.graph"() ({
      %0 = arith.addi %arg0, %arg0 : i32
      "foo.use"(%0, %0, %1) : (i32, i32, i32) -> ()
      %1 = arith.muli %0, %arg0 : i32
      "foo.use"(%1) : (i32) -> ()
    }) : () -> ()
    return
  }
}

