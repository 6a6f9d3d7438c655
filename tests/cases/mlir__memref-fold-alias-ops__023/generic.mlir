"builtin.module"() ({
  "func.func"() <{function_type = (memref<8x8xf32>, index, index, f32) -> f32, sym_name = "zero_d"}> ({
  ^bb0(%arg0: memref<8x8xf32>, %arg1: index, %arg2: index, %arg3: f32):
    %0 = "memref.subview"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>, index, index) -> memref<f32, strided<[], offset: ?>>
    %1 = "memref.load"(%0) : (memref<f32, strided<[], offset: ?>>) -> f32
    "memref.store"(%arg3, %0) : (f32, memref<f32, strided<[], offset: ?>>) -> ()
    "func.return"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

