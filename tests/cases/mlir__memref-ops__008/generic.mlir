"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<?xf32>, %arg1: index):
    %0 = "memref.subview"(%arg0, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (memref<?xf32>, index, index) -> memref<?xf32, strided<[1], offset: ?>>
    %1 = "memref.reinterpret_cast"(%arg0, %arg1, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 10, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, 1>}> : (memref<?xf32>, index, index, index) -> memref<10x?xf32, strided<[?, 1], offset: ?>>
    %2 = "memref.cast"(%1) : (memref<10x?xf32, strided<[?, 1], offset: ?>>) -> memref<10x4xf32, strided<[4, 1], offset: 2>>
    %3 = "memref.cast"(%arg0) : (memref<?xf32>) -> memref<*xf32>
    %4 = "memref.cast"(%3) : (memref<*xf32>) -> memref<4xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

