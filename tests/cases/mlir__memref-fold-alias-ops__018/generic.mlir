"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?xf32>, index, index) -> memref<f32, strided<[], offset: ?>>, sym_name = "subview_of_subview_rank_reducing"}> ({
  ^bb0(%arg0: memref<?x?x?xf32>, %arg1: index, %arg2: index):
    %0 = "memref.subview"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 3, 1, 8>, static_sizes = array<i64: 1, -9223372036854775808, 1>, static_strides = array<i64: 1, 1, 1>}> : (memref<?x?x?xf32>, index) -> memref<?xf32, strided<[?], offset: ?>>
    %1 = "memref.subview"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 6>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<?xf32, strided<[?], offset: ?>>) -> memref<f32, strided<[], offset: ?>>
    "func.return"(%1) : (memref<f32, strided<[], offset: ?>>) -> ()
  }) : () -> ()
}) : () -> ()

