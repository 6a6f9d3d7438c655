"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "graph_cycle"}> ({
  ^bb0(%arg0: i32):
    "foo.graph"() ({
      %0 = "arith.addi"(%1, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %1 = "arith.addi"(%0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "foo.live"(%arg0) : (i32) -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

