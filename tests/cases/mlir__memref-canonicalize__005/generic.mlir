"builtin.module"() ({
  "func.func"() <{function_type = (memref<8x16xf32>, index) -> (memref<4x4xf32, strided<[16, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, index), sym_name = "subviews"}> ({
  ^bb0(%arg0: memref<8x16xf32>, %arg1: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "memref.subview"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>, index) -> memref<4x4xf32, strided<[16, 1], offset: ?>>
    %4 = "memref.subview"(%3) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<4x4xf32, strided<[16, 1], offset: ?>>) -> memref<4x4xf32, strided<[16, 1], offset: ?>>
    %5 = "memref.subview"(%arg0, %1, %0, %2, %arg1, %1, %1) <{operandSegmentSizes = array<i32: 1, 2, 2, 2>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<8x16xf32>, index, index, index, index, index, index) -> memref<?x?xf32, strided<[?, ?], offset: ?>>
    %6 = "memref.dim"(%5, %1) : (memref<?x?xf32, strided<[?, ?], offset: ?>>, index) -> index
    %7 = "memref.subview"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>, index) -> memref<?xf32, strided<[1]>>
    %8 = "memref.dim"(%7, %0) : (memref<?xf32, strided<[1]>>, index) -> index
    "test.use"(%8) : (index) -> ()
    "func.return"(%4, %5, %6) : (memref<4x4xf32, strided<[16, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, index) -> ()
  }) : () -> ()
}) : () -> ()

