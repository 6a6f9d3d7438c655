"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (), sym_name = "assert"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    %0 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.assert"(%arg0) <{msg = "boom"}> : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

