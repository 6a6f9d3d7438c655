#loc2 = loc("input.mlir":4:21)
#loc5 = loc("input.mlir":7:11)
#map = affine_map<(d0) -> (d0 + 1)>
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i32, sym_name = "function"}> ({
  ^bb0(%arg0: index loc("input.mlir":4:21)):
    %0 = "foo"() : () -> i32 loc(#loc1)
    %1 = "affine.apply"(%arg0) <{map = #map}> : (index) -> index loc(#loc3)
    "scf.for"(%arg0, %1, %arg0) ({
    ^bb0(%arg1: index loc("input.mlir":7:11)):
      "t.x"() : () -> () loc(#loc6)
      "scf.yield"() : () -> () loc(#loc4)
    }) : (index, index, index) -> () loc(#loc4)
    "func.return"(%0) : (i32) -> () loc(#loc1)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("original")
#loc3 = loc("input.mlir":6:8)
#loc4 = loc("input.mlir":7:3)
#loc6 = loc("input.mlir":8:5)

