#map = affine_map<(d0)[s0] -> (d0 floordiv s0)>
#map1 = affine_map<(d0)[s0] -> (d0 mod s0)>
#map2 = affine_map<(d0)[s0] -> (d0 + s0)>
#map3 = affine_map<(d0)[s0] -> (d0 * s0)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (index, index, index, index, index), sym_name = "apply_fold_edges"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc2)
    %1 = "arith.constant"() <{value = 5 : index}> : () -> index loc(#loc3)
    %2 = "arith.constant"() <{value = 9223372036854775807 : index}> : () -> index loc(#loc4)
    %3 = "arith.constant"() <{value = -3 : index}> : () -> index loc(#loc5)
    %4 = "affine.apply"(%1, %0) <{map = #map}> : (index, index) -> index loc(#loc6)
    %5 = "affine.apply"(%1, %3) <{map = #map1}> : (index, index) -> index loc(#loc7)
    %6 = "affine.apply"(%2, %2) <{map = #map2}> : (index, index) -> index loc(#loc8)
    %7 = "affine.apply"(%2, %2) <{map = #map3}> : (index, index) -> index loc(#loc9)
    %8 = "affine.apply"(%1, %3) <{map = #map}> : (index, index) -> index loc(#loc10)
    "func.return"(%4, %5, %6, %7, %8) : (index, index, index, index, index) -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":5:1)
#loc2 = loc("input.mlir":6:9)
#loc3 = loc("input.mlir":7:9)
#loc4 = loc("input.mlir":8:11)
#loc5 = loc("input.mlir":9:9)
#loc6 = loc("input.mlir":10:8)
#loc7 = loc("input.mlir":11:8)
#loc8 = loc("input.mlir":12:8)
#loc9 = loc("input.mlir":13:8)
#loc10 = loc("input.mlir":14:8)
#loc11 = loc("input.mlir":15:3)

