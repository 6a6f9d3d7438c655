"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1) -> (i1, i1), sym_name = "if_cond_results"}> ({
  ^bb0(%arg0: i1, %arg1: i1):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.constant"() <{value = false}> : () -> i1
    %2:3 = "scf.if"(%arg0) ({
      %4 = "test.a"() : () -> i32
      "scf.yield"(%0, %1, %4) : (i1, i1, i32) -> ()
    }, {
      %3 = "test.b"() : () -> i32
      "scf.yield"(%1, %0, %3) : (i1, i1, i32) -> ()
    }) : (i1) -> (i1, i1, i32)
    "test.use"(%2#2) : (i32) -> ()
    "func.return"(%2#0, %2#1) : (i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

