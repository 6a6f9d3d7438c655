"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32, i32) -> (i32, i32), sym_name = "multi_ret", sym_visibility = "private"}> ({
  ^bb0(%arg3: i1, %arg4: i32, %arg5: i32):
    "cf.cond_br"(%arg3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%arg4, %arg5) : (i32, i32) -> ()
  ^bb2:  // pred: ^bb0
    "func.return"(%arg5, %arg4) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "caller"}> ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    %0:2 = "func.call"(%arg0, %arg1, %arg2) <{callee = @multi_ret}> : (i1, i32, i32) -> (i32, i32)
    "func.return"(%0#1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

