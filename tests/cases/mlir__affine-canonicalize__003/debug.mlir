#loc2 = loc("input.mlir":3:24)
#loc3 = loc("input.mlir":3:35)
#loc4 = loc("input.mlir":3:46)
#map = affine_map<()[s0, s1] -> ((s0 * s1) floordiv s1)>
#map1 = affine_map<()[s0, s1] -> ((s0 * s1 + s1) mod s1)>
#map2 = affine_map<()[s0, s1, s2] -> (s0 * s1 + s1 * s2 - s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (index, index, index), sym_name = "semi_affine"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:24), %arg1: index loc("input.mlir":3:35), %arg2: index loc("input.mlir":3:46)):
    %0 = "affine.apply"(%arg0, %arg1) <{map = #map}> : (index, index) -> index loc(#loc5)
    %1 = "affine.apply"(%arg0, %arg1) <{map = #map1}> : (index, index) -> index loc(#loc6)
    %2 = "affine.apply"(%arg0, %arg1, %arg2) <{map = #map2}> : (index, index, index) -> index loc(#loc7)
    "func.return"(%0, %1, %2) : (index, index, index) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:8)
#loc8 = loc("input.mlir":7:3)

