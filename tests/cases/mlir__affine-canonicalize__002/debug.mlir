#loc2 = loc("input.mlir":3:20)
#loc3 = loc("input.mlir":3:31)
#loc4 = loc("input.mlir":3:42)
#map = affine_map<(d0, d1) -> (d0 * 4 + d1)>
#map1 = affine_map<(d0, d1, d2)[s0] -> ((d0 + d1) floordiv 4 + s0)>
#map2 = affine_map<(d0, d1) -> (d0 + d1 - d0)>
#map3 = affine_map<(d0) -> (d0 mod 8 + (d0 floordiv 8) * 8)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (index, index), sym_name = "compose"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:20), %arg1: index loc("input.mlir":3:31), %arg2: index loc("input.mlir":3:42)):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index loc(#loc5)
    %1 = "affine.apply"(%arg0, %arg1) <{map = #map}> : (index, index) -> index loc(#loc6)
    %2 = "affine.apply"(%1, %arg0, %arg2, %0) <{map = #map1}> : (index, index, index, index) -> index loc(#loc7)
    %3 = "affine.apply"(%2, %2) <{map = #map2}> : (index, index) -> index loc(#loc8)
    %4 = "affine.apply"(%3) <{map = #map3}> : (index) -> index loc(#loc9)
    "func.return"(%3, %4) : (index, index) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:9)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:8)
#loc8 = loc("input.mlir":7:8)
#loc9 = loc("input.mlir":8:8)
#loc10 = loc("input.mlir":9:3)

