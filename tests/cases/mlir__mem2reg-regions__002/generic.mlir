"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> i32, sym_name = "loop_dead"}> ({
  ^bb0(%arg0: i1):
    %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
    %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
    %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "memref.store"(%2, %1) : (i32, memref<i32>) -> ()
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    %3 = "memref.load"(%0) : (memref<i32>) -> i32
    %4 = "memref.load"(%1) : (memref<i32>) -> i32
    "memref.store"(%4, %0) : (i32, memref<i32>) -> ()
    "memref.store"(%3, %1) : (i32, memref<i32>) -> ()
    "cf.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %5 = "memref.load"(%0) : (memref<i32>) -> i32
    "func.return"(%5) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

