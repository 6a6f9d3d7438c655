#loc2 = loc("input.mlir":4:32)
#loc3 = loc("input.mlir":4:43)
#map = affine_map<(d0) -> (d0 floordiv 0)>
#map1 = affine_map<(d0) -> ((d0 + 4) mod -2)>
#map2 = affine_map<(d0, d1) -> (d0 + d1 ceildiv -3)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (index, index, index), sym_name = "apply_unflattenable"}> ({
  ^bb0(%arg0: index loc("input.mlir":4:32), %arg1: index loc("input.mlir":4:43)):
    %0 = "affine.apply"(%arg0) <{map = #map}> : (index) -> index loc(#loc4)
    %1 = "affine.apply"(%arg0) <{map = #map1}> : (index) -> index loc(#loc5)
    %2 = "affine.apply"(%arg0, %arg1) <{map = #map2}> : (index, index) -> index loc(#loc6)
    "func.return"(%0, %1, %2) : (index, index, index) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":7:8)
#loc7 = loc("input.mlir":8:3)

