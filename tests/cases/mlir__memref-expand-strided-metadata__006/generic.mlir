"builtin.module"() ({
  "func.func"() <{function_type = (memref<384x128xf32>, index, index) -> (memref<f32>, index, index, index, index, index), sym_name = "extract_strided_metadata_of_subview_w_variable_offset"}> ({
  ^bb0(%arg0: memref<384x128xf32>, %arg1: index, %arg2: index):
    %0 = "memref.subview"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 64, 64>, static_strides = array<i64: 1, 1>}> : (memref<384x128xf32>, index, index) -> memref<64x64xf32, strided<[128, 1], offset: ?>>
    %1:6 = "memref.extract_strided_metadata"(%0) : (memref<64x64xf32, strided<[128, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index)
    "func.return"(%1#0, %1#1, %1#2, %1#3, %1#4, %1#5) : (memref<f32>, index, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

