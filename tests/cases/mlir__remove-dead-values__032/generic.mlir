"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "main"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb2
    "func.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    %1 = "arith.cmpi"(%arg0, %arg0) <{predicate = 0 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%1, %arg0)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb3(%2: i32):  // pred: ^bb2
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

