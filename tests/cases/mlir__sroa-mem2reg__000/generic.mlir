"builtin.module"() ({
  "func.func"() <{function_type = (index, i1) -> i32, sym_name = "loop"}> ({
  ^bb0(%arg0: index, %arg1: i1):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %2 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i32>
    %3 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
    %4 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x1xi32>
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%0, %2) : (i32, memref<i32>) -> ()
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // 3 preds: ^bb0, ^bb2, ^bb3
    %6 = "memref.load"(%2) : (memref<i32>) -> i32
    %7 = "arith.addi"(%6, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "cf.cond_br"(%arg1)[^bb2, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    "memref.store"(%7, %2) : (i32, memref<i32>) -> ()
    "memref.store"(%7, %4, %5, %5) : (i32, memref<1x1xi32>, index, index) -> ()
    "cf.cond_br"(%arg1)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // pred: ^bb2
    %8 = "memref.load"(%3) : (memref<f32>) -> f32
    "cf.br"()[^bb1] : () -> ()
  ^bb4:  // 2 preds: ^bb1, ^bb5
    %9 = "memref.load"(%2) : (memref<i32>) -> i32
    %10 = "memref.load"(%4, %5, %5) : (memref<1x1xi32>, index, index) -> i32
    %11 = "arith.addi"(%9, %10) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%11) : (i32) -> ()
  ^bb5:  // no predecessors
    "memref.store"(%1, %2) : (i32, memref<i32>) -> ()
    "cf.br"()[^bb4] : () -> ()
  }) : () -> ()
}) : () -> ()

