#loc2 = loc("input.mlir":3:18)
#loc3 = loc("input.mlir":3:29)
#loc4 = loc("input.mlir":3:40)
#map = affine_map<(d0, d1)[s0] -> (d0 * 3 + d1 - s0 + 7)>
#map1 = affine_map<(d0) -> (d0 mod 4)>
#map2 = affine_map<(d0) -> (d0 floordiv 8)>
#map3 = affine_map<(d0) -> (d0 ceildiv 8)>
#map4 = affine_map<(d0, d1) -> (d0 - d1)>
#map5 = affine_map<(d0) -> (-d0)>
#map6 = affine_map<()[s0] -> (s0 * 2 - 1)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> index, sym_name = "apply"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:18), %arg1: index loc("input.mlir":3:29), %arg2: index loc("input.mlir":3:40)):
    %0 = "affine.apply"(%arg0, %arg1, %arg2) <{map = #map}> : (index, index, index) -> index loc(#loc5)
    %1 = "affine.apply"(%0) <{map = #map1}> : (index) -> index loc(#loc6)
    %2 = "affine.apply"(%1) <{map = #map2}> : (index) -> index loc(#loc7)
    %3 = "affine.apply"(%2) <{map = #map3}> : (index) -> index loc(#loc8)
    %4 = "affine.apply"(%3, %arg0) <{map = #map4}> : (index, index) -> index loc(#loc9)
    %5 = "affine.apply"(%4) <{map = #map5}> : (index) -> index loc(#loc10)
    %6 = "affine.apply"(%5) <{map = #map6}> : (index) -> index loc(#loc11)
    "func.return"(%6) : (index) -> () loc(#loc12)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:8)
#loc8 = loc("input.mlir":7:8)
#loc9 = loc("input.mlir":8:8)
#loc10 = loc("input.mlir":9:8)
#loc11 = loc("input.mlir":10:8)
#loc12 = loc("input.mlir":11:3)

