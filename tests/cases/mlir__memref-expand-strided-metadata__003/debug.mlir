#loc2 = loc("input.mlir":3:5)
#loc3 = loc("input.mlir":3:33)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<8x16x24xf32>, index) -> (memref<f32>, index, index, index, index, index, index, index), sym_name = "extract_strided_metadata_of_subview_with_dynamic_size"}> ({
  ^bb0(%arg0: memref<8x16x24xf32> loc("input.mlir":3:5), %arg1: index loc("input.mlir":3:33)):
    %0 = "memref.subview"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 3, 4, 2>, static_sizes = array<i64: -9223372036854775808, 6, 3>, static_strides = array<i64: 1, 1, 1>}> : (memref<8x16x24xf32>, index) -> memref<?x6x3xf32, strided<[384, 24, 1], offset: 1250>> loc(#loc4)
    %1:8 = "memref.extract_strided_metadata"(%0) : (memref<?x6x3xf32, strided<[384, 24, 1], offset: 1250>>) -> (memref<f32>, index, index, index, index, index, index, index) loc(#loc5)
    "func.return"(%1#0, %1#1, %1#2, %1#3, %1#4, %1#5, %1#6, %1#7) : (memref<f32>, index, index, index, index, index, index, index) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":6:14)
#loc5 = loc("input.mlir":9:49)
#loc6 = loc("input.mlir":13:3)

