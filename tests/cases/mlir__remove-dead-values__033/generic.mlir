"builtin.module"() ({
  "func.func"() <{function_type = (i32, memref<i32>) -> (), sym_name = "main"}> ({
  ^bb0(%arg0: i32, %arg1: memref<i32>):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "memref.store"(%1, %arg1) : (i32, memref<i32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

