"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?x?x?x?xf32>, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) -> f32, sym_name = "fold_rank_reducing_subview_with_load"}> ({
  ^bb0(%arg0: memref<?x?x?x?x?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index, %arg8: index, %arg9: index, %arg10: index, %arg11: index, %arg12: index, %arg13: index, %arg14: index, %arg15: index, %arg16: index):
    %0 = "memref.subview"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12) <{operandSegmentSizes = array<i32: 1, 6, 0, 6>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 4, 1, 1, 4, 1, 1>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (memref<?x?x?x?x?x?xf32>, index, index, index, index, index, index, index, index, index, index, index, index) -> memref<4x1x4x1xf32, strided<[?, ?, ?, ?], offset: ?>>
    %1 = "memref.load"(%0, %arg13, %arg14, %arg15, %arg16) : (memref<4x1x4x1xf32, strided<[?, ?, ?, ?], offset: ?>>, index, index, index, index) -> f32
    "func.return"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

