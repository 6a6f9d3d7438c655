module {
  func.func @graph_cycle(%arg0: i32) {
    "foo.graph"() ({
      %0 = arith.addi %1, %arg0 : i32
      %1 = arith.addi %0, %arg0 : i32
      "foo.live"(%arg0) : (i32) -> ()
    }) : () -> ()
    return
  }
}

