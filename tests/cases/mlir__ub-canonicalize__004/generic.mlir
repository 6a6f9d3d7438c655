"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "unreachable_kept"}> ({
  ^bb0(%arg0: i1):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    "test.side_effect"() : () -> ()
    "ub.unreachable"() : () -> ()
  }) : () -> ()
}) : () -> ()

