"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "redundant_args"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "foo.x"() : () -> ()
    "cf.br"(%arg1, %arg2)[^bb3] : (i32, i32) -> ()
  ^bb2:  // pred: ^bb0
    "foo.y"() : () -> ()
    "cf.br"(%arg1, %arg1)[^bb3] : (i32, i32) -> ()
  ^bb3(%0: i32, %1: i32):  // 2 preds: ^bb1, ^bb2
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

