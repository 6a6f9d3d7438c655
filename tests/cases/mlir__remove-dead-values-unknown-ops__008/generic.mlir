"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "unreg_deadcode"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    "cf.cond_br"(%0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "foo.sink"(%1) : (i32) -> ()
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

