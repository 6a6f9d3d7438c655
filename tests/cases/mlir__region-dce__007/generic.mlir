"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (), sym_name = "dead_region_op"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    %0 = "scf.execute_region"() ({
      %1 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "cf.br"(%1)[^bb1] : (i32) -> ()
    ^bb1(%2: i32):  // pred: ^bb0
      "scf.yield"(%2) : (i32) -> ()
    }) : () -> i32
    "foo.keep"() : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

