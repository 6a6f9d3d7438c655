"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (i1, i1), sym_name = "mulsi_extended_i1"}> ({
  ^bb0(%arg0: i1):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1:2 = "arith.mulsi_extended"(%arg0, %0) : (i1, i1) -> (i1, i1)
    "func.return"(%1#0, %1#1) : (i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

