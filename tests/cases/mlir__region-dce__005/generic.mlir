"builtin.module"() ({
  "func.func"() <{function_type = (i32, i64) -> (), sym_name = "nested"}> ({
  ^bb0(%arg0: i32, %arg1: i64):
    "foo.region"() ({
    ^bb0(%arg2: i32):
      "cf.br"(%arg2)[^bb1] : (i32) -> ()
    ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
      %1 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %2 = "foo.cond"() : () -> i1
      "cf.cond_br"(%2, %1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
    ^bb2:  // pred: ^bb1
      "foo.end"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

