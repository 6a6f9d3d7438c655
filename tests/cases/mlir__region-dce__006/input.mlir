
// A dead cycle of ops in a graph region.
func.func @graph_cycle(%a: i32) {
  "foo.graph"() ({
    %0 = arith.addi %1, %a : i32
    %1 = arith.addi %0, %a : i32
    "foo.live"(%a) : (i32) -> ()
  }) : () -> ()
  return
}

