#loc2 = loc("input.mlir":2:19)
#loc3 = loc("input.mlir":2:30)
#map = affine_map<(d0, d1) -> (d0, d1 + 4, 16)>
#map1 = affine_map<(d0)[s0] -> (d0 floordiv 2, s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (index, index), sym_name = "minmax"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:19), %arg1: index loc("input.mlir":2:30)):
    %0 = "affine.min"(%arg0, %arg1) <{map = #map}> : (index, index) -> index loc(#loc4)
    %1 = "affine.max"(%arg0, %arg1) <{map = #map1}> : (index, index) -> index loc(#loc5)
    "func.return"(%0, %1) : (index, index) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:3)

