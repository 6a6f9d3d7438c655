"builtin.module"() ({
  "func.func"() <{function_type = (memref<5x4xf32>) -> (memref<f32>, index, index, index, index, index), sym_name = "extract_strided_metadata_of_subview"}> ({
  ^bb0(%arg0: memref<5x4xf32>):
    %0 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 2>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<5x4xf32>) -> memref<2x2xf32, strided<[4, 1], offset: 2>>
    %1:6 = "memref.extract_strided_metadata"(%0) : (memref<2x2xf32, strided<[4, 1], offset: 2>>) -> (memref<f32>, index, index, index, index, index)
    "func.return"(%1#0, %1#1, %1#2, %1#3, %1#4, %1#5) : (memref<f32>, index, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

