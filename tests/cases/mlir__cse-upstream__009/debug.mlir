#loc3 = loc("input.mlir":3:14)
#map = affine_map<() -> (0)>
#map1 = affine_map<() -> (4)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "up_propagate_for"}> ({
    "affine.for"() <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg0: index loc("input.mlir":3:14)):
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc4)
      "foo"(%1) : (i32) -> () loc(#loc5)
      "affine.yield"() : () -> () loc(#loc2)
    }) : () -> () loc(#loc2)
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc6)
    "func.return"(%0) : (i32) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:3)
#loc4 = loc("input.mlir":4:10)
#loc5 = loc("input.mlir":5:5)
#loc6 = loc("input.mlir":8:8)
#loc7 = loc("input.mlir":9:3)

