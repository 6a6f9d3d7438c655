#loc4 = loc("input.mlir":5:14)
#map = affine_map<() -> (0)>
#map1 = affine_map<() -> (4)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "down_propagate_for"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc2)
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg0: index loc("input.mlir":5:14)):
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc5)
      "foo"(%0, %1) : (i32, i32) -> () loc(#loc6)
      "affine.yield"() : () -> () loc(#loc3)
    }) : () -> () loc(#loc3)
    "func.return"() : () -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:8)
#loc3 = loc("input.mlir":5:3)
#loc5 = loc("input.mlir":6:10)
#loc6 = loc("input.mlir":7:5)
#loc7 = loc("input.mlir":9:3)

