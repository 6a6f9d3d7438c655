"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "graph"}> ({
  ^bb0(%arg0: i32):
    "foo.graph"() ({
      %0 = "foo.a"(%1) : (i32) -> i32
      %1 = "foo.b"(%0) : (i32) -> i32
      %2 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

