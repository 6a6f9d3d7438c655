"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "rec", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32):
    %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %5 = "arith.subi"(%arg1, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %6 = "func.call"(%5) <{callee = @rec}> : (i32) -> i32
    "func.return"(%6) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "entry"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32
    %1 = "func.call"(%0) <{callee = @rec}> : (i32) -> i32
    %2 = "func.call"(%arg0) <{callee = @rec}> : (i32) -> i32
    %3 = "arith.addi"(%1, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

