#loc2 = loc("input.mlir":3:5)
#loc3 = loc("input.mlir":3:33)
#loc4 = loc("input.mlir":3:48)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<384x128xf32>, index, index) -> (memref<f32>, index, index, index, index, index), sym_name = "extract_strided_metadata_of_subview_w_variable_offset"}> ({
  ^bb0(%arg0: memref<384x128xf32> loc("input.mlir":3:5), %arg1: index loc("input.mlir":3:33), %arg2: index loc("input.mlir":3:48)):
    %0 = "memref.subview"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 64, 64>, static_strides = array<i64: 1, 1>}> : (memref<384x128xf32>, index, index) -> memref<64x64xf32, strided<[128, 1], offset: ?>> loc(#loc5)
    %1:6 = "memref.extract_strided_metadata"(%0) : (memref<64x64xf32, strided<[128, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index) loc(#loc6)
    "func.return"(%1#0, %1#1, %1#2, %1#3, %1#4, %1#5) : (memref<f32>, index, index, index, index, index) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":6:14)
#loc6 = loc("input.mlir":9:49)
#loc7 = loc("input.mlir":12:3)

