#loc2 = loc("input.mlir":2:62)
#loc3 = loc("input.mlir":2:90)
#loc4 = loc("input.mlir":2:105)
#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x6x32xf32>, index, index) -> f32, sym_name = "fold_dynamic_size_collapse_shape_with_affine_load"}> ({
  ^bb0(%arg0: memref<?x6x32xf32> loc("input.mlir":2:62), %arg1: index loc("input.mlir":2:90), %arg2: index loc("input.mlir":2:105)):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1], [2]]}> : (memref<?x6x32xf32>) -> memref<?x32xf32> loc(#loc5)
    %1 = "affine.load"(%0, %arg1, %arg2) <{map = #map}> : (memref<?x32xf32>, index, index) -> f32 loc(#loc6)
    "func.return"(%1) : (f32) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:8)
#loc6 = loc("input.mlir":4:8)
#loc7 = loc("input.mlir":5:3)

