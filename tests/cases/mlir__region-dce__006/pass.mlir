module {
  func.func @graph_cycle(%arg0: i32) {
    "foo.graph"() ({
      "foo.live"(%arg0) : (i32) -> ()
    }) : () -> ()
    return
  }
}

