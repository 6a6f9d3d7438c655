#loc2 = loc("input.mlir":2:78)
#loc3 = loc("input.mlir":2:105)
#loc4 = loc("input.mlir":2:120)
#loc5 = loc("input.mlir":2:135)
#loc6 = loc("input.mlir":2:150)
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<12x32xf32>, index, index, index, index) -> f32, sym_name = "fold_static_stride_subview_with_affine_load_store_expand_shape_3d"}> ({
  ^bb0(%arg0: memref<12x32xf32> loc("input.mlir":2:78), %arg1: index loc("input.mlir":2:105), %arg2: index loc("input.mlir":2:120), %arg3: index loc("input.mlir":2:135), %arg4: index loc("input.mlir":2:150)):
    %0 = "memref.expand_shape"(%arg0) <{reassociation = [[0, 1, 2], [3]], static_output_shape = array<i64: 2, 2, 3, 32>}> : (memref<12x32xf32>) -> memref<2x2x3x32xf32> loc(#loc7)
    %1 = "affine.load"(%0, %arg1, %arg2, %arg3, %arg4) <{map = #map}> : (memref<2x2x3x32xf32>, index, index, index, index) -> f32 loc(#loc8)
    "func.return"(%1) : (f32) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc7 = loc("input.mlir":3:8)
#loc8 = loc("input.mlir":4:8)
#loc9 = loc("input.mlir":5:3)

