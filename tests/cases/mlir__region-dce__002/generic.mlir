"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1, i32, i32) -> i32, sym_name = "cond_br_segments"}> ({
  ^bb0(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32):
    "cf.cond_br"(%arg0, %arg2, %arg3, %arg3, %arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i32, i32, i32) -> ()
  ^bb1(%0: i32, %1: i32):  // pred: ^bb0
    "foo.x"(%1) : (i32) -> ()
    "cf.cond_br"(%arg1, %0, %1, %1)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, i32, i32, i32) -> ()
  ^bb2(%2: i32, %3: i32):  // 2 preds: ^bb0, ^bb1
    "foo.y"() : () -> ()
    "cf.br"(%2)[^bb3] : (i32) -> ()
  ^bb3(%4: i32):  // 2 preds: ^bb1, ^bb2
    "foo.z"() : () -> ()
    "func.return"(%arg2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

