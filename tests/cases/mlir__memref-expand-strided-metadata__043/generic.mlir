"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32, strided<[?, ?], offset: ?>>, index) -> memref<2x2xf32, strided<[?, ?], offset: ?>>, sym_name = "huge"}> ({
  ^bb0(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>, %arg1: index):
    %0 = "memref.subview"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 9223372036854775807, -9223372036854775808>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 4611686018427387904, 3>}> : (memref<?x?xf32, strided<[?, ?], offset: ?>>, index) -> memref<2x2xf32, strided<[?, ?], offset: ?>>
    "func.return"(%0) : (memref<2x2xf32, strided<[?, ?], offset: ?>>) -> ()
  }) : () -> ()
}) : () -> ()

