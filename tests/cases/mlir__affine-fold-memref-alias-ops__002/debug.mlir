#loc2 = loc("input.mlir":2:77)
#loc3 = loc("input.mlir":2:105)
#loc4 = loc("input.mlir":2:120)
#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<2x6x32xf32>, index, index) -> f32, sym_name = "fold_static_stride_subview_with_affine_load_store_collapse_shape"}> ({
  ^bb0(%arg0: memref<2x6x32xf32> loc("input.mlir":2:77), %arg1: index loc("input.mlir":2:105), %arg2: index loc("input.mlir":2:120)):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1], [2]]}> : (memref<2x6x32xf32>) -> memref<12x32xf32> loc(#loc5)
    %1 = "affine.load"(%0, %arg1, %arg2) <{map = #map}> : (memref<12x32xf32>, index, index) -> f32 loc(#loc6)
    "func.return"(%1) : (f32) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:8)
#loc6 = loc("input.mlir":4:8)
#loc7 = loc("input.mlir":5:3)

