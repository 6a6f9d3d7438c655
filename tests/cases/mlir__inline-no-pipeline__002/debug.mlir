#loc3 = loc("input.mlir":3:14)
#map = affine_map<() -> (1)>
#map1 = affine_map<() -> (10)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "func_with_invalid_nested_op"}> ({
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg0: index loc("input.mlir":3:14)):
      "foo.opaque"() : () -> () loc(#loc4)
      "affine.yield"() : () -> () loc(#loc2)
    }) : () -> () loc(#loc2)
    "func.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> (), sym_name = "not_inline_invalid_nest_op"}> ({
    "func.call"() <{callee = @func_with_invalid_nested_op}> : () -> () loc(#loc7)
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc6)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:3)
#loc4 = loc("input.mlir":4:5)
#loc5 = loc("input.mlir":6:3)
#loc6 = loc("input.mlir":8:1)
#loc7 = loc("input.mlir":9:3)
#loc8 = loc("input.mlir":10:3)

