"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "p1", sym_visibility = "private"}> ({
  ^bb0(%arg2: i32):
    %3 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "p2", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32):
    %2 = "func.call"(%arg1) <{callee = @p1}> : (i32) -> i32
    "func.return"(%2) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "root"}> ({
  ^bb0(%arg0: i32):
    %0 = "func.call"(%arg0) <{callee = @p2}> : (i32) -> i32
    %1 = "func.call"(%arg0) <{callee = @p1}> : (i32) -> i32
    "func.return"(%0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

