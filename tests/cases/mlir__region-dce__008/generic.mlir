"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> i32, sym_name = "mixed"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    %0 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg0, %arg1, %0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, i32, i32) -> ()
  ^bb1(%1: i32, %2: i32):  // pred: ^bb0
    "foo.a"() : () -> ()
    "cf.br"(%1)[^bb3] : (i32) -> ()
  ^bb2:  // pred: ^bb0
    "foo.b"() : () -> ()
    "cf.br"(%arg1)[^bb3] : (i32) -> ()
  ^bb3(%3: i32):  // 2 preds: ^bb1, ^bb2
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

