"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "pair", sym_visibility = "private"}> ({
  ^bb0(%arg2: i32):
    %2 = "arith.muli"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%arg2, %2) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, memref<i32>) -> (), sym_name = "use_pair"}> ({
  ^bb0(%arg0: i32, %arg1: memref<i32>):
    %0:2 = "func.call"(%arg0) <{callee = @pair}> : (i32) -> (i32, i32)
    %1 = "arith.addi"(%0#0, %0#1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "memref.store"(%0#0, %arg1) : (i32, memref<i32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

