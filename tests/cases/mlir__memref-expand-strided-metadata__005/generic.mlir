"builtin.module"() ({
  "func.func"() <{function_type = (memref<8x16x24xf32>, index) -> (memref<f32>, index, index, index, index, index), sym_name = "extract_strided_metadata_of_rank_reduced_subview_w_variable_strides"}> ({
  ^bb0(%arg0: memref<8x16x24xf32>, %arg1: index):
    %0 = "memref.subview"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_offsets = array<i64: 3, 4, 2>, static_sizes = array<i64: 1, 6, 3>, static_strides = array<i64: 1, -9223372036854775808, 1>}> : (memref<8x16x24xf32>, index) -> memref<6x3xf32, strided<[?, 1], offset: 1250>>
    %1:6 = "memref.extract_strided_metadata"(%0) : (memref<6x3xf32, strided<[?, 1], offset: 1250>>) -> (memref<f32>, index, index, index, index, index)
    "func.return"(%1#0, %1#1, %1#2, %1#3, %1#4, %1#5) : (memref<f32>, index, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

