#loc2 = loc("input.mlir":4:24)
#loc3 = loc("input.mlir":4:45)
#map = affine_map<() -> (0, 1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<8x8xf32>, index) -> f32, sym_name = "affine_left"}> ({
  ^bb0(%arg0: memref<8x8xf32> loc("input.mlir":4:24), %arg1: index loc("input.mlir":4:45)):
    %0 = "memref.subview"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x8xf32>, index) -> memref<4x4xf32, strided<[8, 1], offset: ?>> loc(#loc4)
    %1 = "affine.load"(%0) <{map = #map}> : (memref<4x4xf32, strided<[8, 1], offset: ?>>) -> f32 loc(#loc5)
    %2 = "memref.load"(%0, %arg1, %arg1) : (memref<4x4xf32, strided<[8, 1], offset: ?>>, index, index) -> f32 loc(#loc6)
    %3 = "arith.addf"(%1, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc7)
    "func.return"(%3) : (f32) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":7:8)
#loc7 = loc("input.mlir":8:8)
#loc8 = loc("input.mlir":9:3)

