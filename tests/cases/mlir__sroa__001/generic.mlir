"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "too_big"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<17xi32>
    %2 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xf32>
    "memref.store"(%arg0, %1, %0) : (i32, memref<17xi32>, index) -> ()
    %3 = "memref.load"(%1, %0) : (memref<17xi32>, index) -> i32
    %4 = "memref.load"(%2, %0, %0) : (memref<4x4xf32>, index, index) -> f32
    "func.return"(%3) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

