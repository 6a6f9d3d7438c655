"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, index, index, index) -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<2x2xf32, strided<[?, 2], offset: ?>>), sym_name = "subview_of_subview"}> ({
  ^bb0(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index, %arg3: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "memref.subview"(%arg0, %arg1, %arg3, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808, 3>, static_sizes = array<i64: -9223372036854775808, 8>, static_strides = array<i64: -9223372036854775808, 1>}> : (memref<?x?xf32>, index, index, index) -> memref<?x8xf32, strided<[?, 1], offset: ?>>
    %2 = "memref.subview"(%1, %arg2, %arg3, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>, static_offsets = array<i64: -9223372036854775808, 2>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<?x8xf32, strided<[?, 1], offset: ?>>, index, index, index) -> memref<?x?xf32, strided<[?, 1], offset: ?>>
    %3 = "memref.subview"(%1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 2>}> : (memref<?x8xf32, strided<[?, 1], offset: ?>>) -> memref<2x2xf32, strided<[?, 2], offset: ?>>
    "func.return"(%2, %3) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<2x2xf32, strided<[?, 2], offset: ?>>) -> ()
  }) : () -> ()
}) : () -> ()

