"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32, sym_name = "huge"}> ({
  ^bb0(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>>):
    %0 = "arith.constant"() <{value = 3 : index}> : () -> index
    %1 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 9223372036854775807, 4611686018427387904>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 4611686018427387904, 3>}> : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<4x4xf32, strided<[?, ?], offset: ?>>
    %2 = "memref.load"(%1, %0, %0) : (memref<4x4xf32, strided<[?, ?], offset: ?>>, index, index) -> f32
    "func.return"(%2) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

