"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "loop", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32, %arg2: i32):
    "cf.br"(%arg1)[^bb1] : (i32) -> ()
  ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb1
    %2 = "arith.addi"(%1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.br"(%2)[^bb1] : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "call_loop"}> ({
  ^bb0(%arg0: i32):
    %0 = "func.call"(%arg0, %arg0) <{callee = @loop}> : (i32, i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

