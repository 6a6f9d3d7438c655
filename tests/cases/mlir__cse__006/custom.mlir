module {
  func.func @graph(%arg0: i32) {
    "foo.graph"() ({
      %0 = arith.addi %arg0, %arg0 : i32
      "foo.use"(%0, %1, %2) : (i32, i32, i32) -> ()
      %1 = arith.addi %arg0, %arg0 : i32
      %2 = arith.muli %1, %arg0 : i32
      %3 = arith.muli %1, %arg0 : i32
      "foo.use"(%3) : (i32) -> ()
    }) : () -> ()
    return
  }
}

