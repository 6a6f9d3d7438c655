"builtin.module"() ({
  "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "sroa_many"}> ({
  ^bb0(%arg0: i32, %arg1: i1):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x2xi32>
    "memref.store"(%arg0, %3, %2, %1) : (i32, memref<3x2xi32>, index, index) -> ()
    "cf.cond_br"(%arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "memref.store"(%arg0, %3, %0, %1) : (i32, memref<3x2xi32>, index, index) -> ()
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %4 = "memref.load"(%3, %2, %1) : (memref<3x2xi32>, index, index) -> i32
    %5 = "memref.load"(%3, %1, %0) : (memref<3x2xi32>, index, index) -> i32
    %6 = "arith.addi"(%4, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    "func.return"(%6) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

