#loc2 = loc("input.mlir":3:20)
#loc3 = loc("input.mlir":3:31)
#map = affine_map<(d0, d1) -> (d0 + d1, 16, d1 + 16, 16)>
#map1 = affine_map<(d0)[s0] -> (d0 * 2, s0, 7)>
#map2 = affine_map<(d0)[s0] -> (s0, d0 + 1)>
#map3 = affine_map<()[s0] -> (s0 + 1)>
#map4 = affine_map<() -> (4, 2, 9)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (index, index, index, index, index), sym_name = "min_max"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:20), %arg1: index loc("input.mlir":3:31)):
    %0 = "arith.constant"() <{value = 3 : index}> : () -> index loc(#loc4)
    %1 = "affine.min"(%arg0, %arg1) <{map = #map}> : (index, index) -> index loc(#loc5)
    %2 = "affine.max"(%arg0, %0) <{map = #map1}> : (index, index) -> index loc(#loc6)
    %3 = "affine.min"(%1, %1) <{map = #map2}> : (index, index) -> index loc(#loc7)
    %4 = "affine.max"(%arg1) <{map = #map3}> : (index) -> index loc(#loc8)
    %5 = "affine.min"() <{map = #map4}> : () -> index loc(#loc9)
    "func.return"(%1, %2, %3, %4, %5) : (index, index, index, index, index) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:9)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:8)
#loc8 = loc("input.mlir":8:8)
#loc9 = loc("input.mlir":9:8)
#loc10 = loc("input.mlir":10:3)

