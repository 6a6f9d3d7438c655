"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, index) -> (index, index, index, index), sym_name = "reinterpret"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: index):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "memref.reinterpret_cast"(%arg0, %0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 8>, static_strides = array<i64: 8, 1>}> : (memref<?xf32>, index, index) -> memref<?x8xf32, strided<[8, 1], offset: ?>>
    %2:6 = "memref.extract_strided_metadata"(%1) : (memref<?x8xf32, strided<[8, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index)
    %3 = "memref.extract_aligned_pointer_as_index"(%1) : (memref<?x8xf32, strided<[8, 1], offset: ?>>) -> index
    "func.return"(%2#1, %2#2, %2#4, %3) : (index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

