"builtin.module"() ({
  "func.func"() <{function_type = (memref<*xi32>, index, index, index, index, index) -> (memref<i32>, index, index, index, index, index), sym_name = "extract_strided_metadata_of_reinterpret_cast_unranked"}> ({
  ^bb0(%arg0: memref<*xi32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index):
    %0 = "memref.reinterpret_cast"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 2, 2>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<*xi32>, index, index, index, index, index) -> memref<?x?xi32, strided<[?, ?], offset: ?>>
    %1:6 = "memref.extract_strided_metadata"(%0) : (memref<?x?xi32, strided<[?, ?], offset: ?>>) -> (memref<i32>, index, index, index, index, index)
    "func.return"(%1#0, %1#1, %1#2, %1#3, %1#4, %1#5) : (memref<i32>, index, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

