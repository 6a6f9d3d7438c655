"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "two", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32, %arg2: i32):
    "func.return"(%arg1, %arg2) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "use_two"}> ({
  ^bb0(%arg0: i32):
    %0:2 = "func.call"(%arg0, %arg0) <{callee = @two}> : (i32, i32) -> (i32, i32)
    %1:2 = "func.call"(%arg0, %arg0) <{callee = @two}> : (i32, i32) -> (i32, i32)
    %2 = "arith.addi"(%0#0, %1#1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

