#loc2 = loc("input.mlir":2:62)
#loc3 = loc("input.mlir":2:89)
#loc4 = loc("input.mlir":2:104)
#loc5 = loc("input.mlir":2:119)
#loc6 = loc("input.mlir":2:134)
#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<12x32xf32>, index, index, index, index) -> f32, sym_name = "fold_static_stride_subview_with_affine_load_store"}> ({
  ^bb0(%arg0: memref<12x32xf32> loc("input.mlir":2:62), %arg1: index loc("input.mlir":2:89), %arg2: index loc("input.mlir":2:104), %arg3: index loc("input.mlir":2:119), %arg4: index loc("input.mlir":2:134)):
    %0 = "memref.subview"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 2, 3>}> : (memref<12x32xf32>, index, index) -> memref<4x4xf32, strided<[64, 3], offset: ?>> loc(#loc7)
    %1 = "affine.load"(%0, %arg3, %arg4) <{map = #map}> : (memref<4x4xf32, strided<[64, 3], offset: ?>>, index, index) -> f32 loc(#loc8)
    "affine.store"(%1, %0, %arg3, %arg4) <{map = #map}> : (f32, memref<4x4xf32, strided<[64, 3], offset: ?>>, index, index) -> () loc(#loc9)
    "func.return"(%1) : (f32) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc7 = loc("input.mlir":3:8)
#loc8 = loc("input.mlir":4:8)
#loc9 = loc("input.mlir":5:3)
#loc10 = loc("input.mlir":6:3)

