"builtin.module"() ({
  "func.func"() <{function_type = (memref<f32, strided<[], offset: ?>>, memref<4x4xf32>, index) -> (memref<f32, strided<[], offset: ?>>, memref<f32, strided<[], offset: ?>>), sym_name = "zero_d"}> ({
  ^bb0(%arg0: memref<f32, strided<[], offset: ?>>, %arg1: memref<4x4xf32>, %arg2: index):
    %0 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (memref<f32, strided<[], offset: ?>>) -> memref<f32, strided<[], offset: ?>>
    %1 = "memref.subview"(%arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 2>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<4x4xf32>, index) -> memref<f32, strided<[], offset: ?>>
    "func.return"(%0, %1) : (memref<f32, strided<[], offset: ?>>, memref<f32, strided<[], offset: ?>>) -> ()
  }) : () -> ()
}) : () -> ()

