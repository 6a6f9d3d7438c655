#map = affine_map<(d0) -> (d0 mod 2)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (index, index), sym_name = "basic"}> ({
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc2)
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc3)
    %2 = "affine.apply"(%0) <{map = #map}> : (index) -> index loc(#loc4)
    %3 = "affine.apply"(%1) <{map = #map}> : (index) -> index loc(#loc5)
    "func.return"(%2, %3) : (index, index) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc2 = loc("input.mlir":5:9)
#loc3 = loc("input.mlir":6:9)
#loc4 = loc("input.mlir":8:8)
#loc5 = loc("input.mlir":9:8)
#loc6 = loc("input.mlir":11:3)

