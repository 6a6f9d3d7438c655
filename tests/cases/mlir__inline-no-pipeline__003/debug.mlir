#loc5 = loc("input.mlir":6:14)
#map = affine_map<() -> (1)>
#map1 = affine_map<() -> (10)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "func_noop"}> ({
    "func.return"() : () -> () loc(#loc2)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> (), sym_name = "inline_into_affine_ops"}> ({
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg0: index loc("input.mlir":6:14)):
      "func.call"() <{callee = @func_noop}> : () -> () loc(#loc6)
      "affine.yield"() : () -> () loc(#loc4)
    }) : () -> () loc(#loc4)
    "func.return"() : () -> () loc(#loc7)
  }) : () -> () loc(#loc3)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:3)
#loc3 = loc("input.mlir":5:1)
#loc4 = loc("input.mlir":6:3)
#loc6 = loc("input.mlir":7:5)
#loc7 = loc("input.mlir":9:3)

