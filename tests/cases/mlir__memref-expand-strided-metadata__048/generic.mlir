"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, index, index) -> memref<?x4xf32, strided<[?, 1], offset: ?>>, sym_name = "chain"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: index, %arg2: index):
    %0 = "memref.expand_shape"(%arg0, %arg2) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 8>}> : (memref<?xf32>, index) -> memref<?x8xf32>
    %1 = "memref.subview"(%0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 2>, static_sizes = array<i64: -9223372036854775808, 6>, static_strides = array<i64: 1, 1>}> : (memref<?x8xf32>, index, index) -> memref<?x6xf32, strided<[8, 1], offset: ?>>
    %2 = "memref.subview"(%1, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 1, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 1, 1>}> : (memref<?x6xf32, strided<[8, 1], offset: ?>>, index, index) -> memref<?x4xf32, strided<[8, 1], offset: ?>>
    %3 = "memref.cast"(%2) : (memref<?x4xf32, strided<[8, 1], offset: ?>>) -> memref<?x4xf32, strided<[?, 1], offset: ?>>
    "func.return"(%3) : (memref<?x4xf32, strided<[?, 1], offset: ?>>) -> ()
  }) : () -> ()
}) : () -> ()

