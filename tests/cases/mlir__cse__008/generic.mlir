"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, index, i1) -> i32, sym_name = "reads_across_blocks"}> ({
  ^bb0(%arg0: memref<4xi32>, %arg1: index, %arg2: i1):
    %0 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    "cf.cond_br"(%arg2)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %1 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %2 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    %3 = "arith.addi"(%0, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

