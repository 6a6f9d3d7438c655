#loc2 = loc("input.mlir":3:19)
#loc3 = loc("input.mlir":3:60)
#loc4 = loc("input.mlir":3:81)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<f32, strided<[], offset: ?>>, memref<4x4xf32>, index) -> (memref<f32, strided<[], offset: ?>>, memref<f32, strided<[], offset: ?>>), sym_name = "zero_d"}> ({
  ^bb0(%arg0: memref<f32, strided<[], offset: ?>> loc("input.mlir":3:19), %arg1: memref<4x4xf32> loc("input.mlir":3:60), %arg2: index loc("input.mlir":3:81)):
    %0 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (memref<f32, strided<[], offset: ?>>) -> memref<f32, strided<[], offset: ?>> loc(#loc5)
    %1 = "memref.subview"(%arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 2>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<4x4xf32>, index) -> memref<f32, strided<[], offset: ?>> loc(#loc6)
    "func.return"(%0, %1) : (memref<f32, strided<[], offset: ?>>, memref<f32, strided<[], offset: ?>>) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:3)

