"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "switch"}> ({
  ^bb0(%arg0: i32, %arg1: i32):
    %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
    "cf.switch"(%arg0)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[42, 43]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
  ^bb1:  // pred: ^bb0
    "memref.store"(%arg0, %0) : (i32, memref<i32>) -> ()
    "cf.br"()[^bb4] : () -> ()
  ^bb2:  // pred: ^bb0
    "memref.store"(%arg1, %0) : (i32, memref<i32>) -> ()
    "cf.br"()[^bb4] : () -> ()
  ^bb3:  // pred: ^bb0
    "cf.br"()[^bb4] : () -> ()
  ^bb4:  // 3 preds: ^bb1, ^bb2, ^bb3
    %1 = "memref.load"(%0) : (memref<i32>) -> i32
    "func.return"(%1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

