#loc2 = loc("input.mlir":3:19)
#loc3 = loc("input.mlir":3:40)
#loc4 = loc("input.mlir":3:51)
#loc5 = loc("input.mlir":3:62)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<8x8xf32>, index, index, f32) -> f32, sym_name = "zero_d"}> ({
  ^bb0(%arg0: memref<8x8xf32> loc("input.mlir":3:19), %arg1: index loc("input.mlir":3:40), %arg2: index loc("input.mlir":3:51), %arg3: f32 loc("input.mlir":3:62)):
    %0 = "memref.subview"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>, index, index) -> memref<f32, strided<[], offset: ?>> loc(#loc6)
    %1 = "memref.load"(%0) : (memref<f32, strided<[], offset: ?>>) -> f32 loc(#loc7)
    "memref.store"(%arg3, %0) : (f32, memref<f32, strided<[], offset: ?>>) -> () loc(#loc8)
    "func.return"(%1) : (f32) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc6 = loc("input.mlir":4:8)
#loc7 = loc("input.mlir":5:8)
#loc8 = loc("input.mlir":6:3)
#loc9 = loc("input.mlir":7:3)

