"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "dead_cycle"}> ({
  ^bb0(%arg0: i32):
    "cf.br"(%arg0, %arg0)[^bb1] : (i32, i32) -> ()
  ^bb1(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb1
    %2 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %3 = "foo.cond"(%1) : (i32) -> i1
    "cf.cond_br"(%3, %2, %1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()
  ^bb2:  // pred: ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

