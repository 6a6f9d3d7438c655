"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, index, index, index, index, index, index, index, index, index) -> (memref<f32>, index, index, index, index, index, index, index), sym_name = "extract_strided_metadata_of_subview_all_dynamic"}> ({
  ^bb0(%arg0: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index):
    %0 = "memref.subview"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) <{operandSegmentSizes = array<i32: 1, 3, 3, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, index, index, index, index, index, index, index, index, index) -> memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>
    %1:8 = "memref.extract_strided_metadata"(%0) : (memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>) -> (memref<f32>, index, index, index, index, index, index, index)
    "func.return"(%1#0, %1#1, %1#2, %1#3, %1#4, %1#5, %1#6, %1#7) : (memref<f32>, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

