#loc2 = loc("input.mlir":2:21)
#loc3 = loc("input.mlir":2:35)
#loc7 = loc("input.mlir":6:29)
#loc9 = loc("input.mlir":7:14)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<() -> (1)>
#map2 = affine_map<() -> (42)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<?xf32>) -> (), sym_name = "func_dim"}> ({
  ^bb0(%arg2: index loc("input.mlir":2:21), %arg3: memref<?xf32> loc("input.mlir":2:35)):
    %0 = "affine.load"(%arg3, %arg2) <{map = #map}> : (memref<?xf32>, index) -> f32 loc(#loc4)
    "func.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (memref<?xf32>) -> (), sym_name = "inline_dimension"}> ({
  ^bb0(%arg0: memref<?xf32> loc("input.mlir":6:29)):
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg1: index loc("input.mlir":7:14)):
      "func.call"(%arg1, %arg0) <{callee = @func_dim}> : (index, memref<?xf32>) -> () loc(#loc10)
      "affine.yield"() : () -> () loc(#loc8)
    }) : () -> () loc(#loc8)
    "func.return"() : () -> () loc(#loc11)
  }) : () -> () loc(#loc6)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:3)
#loc5 = loc("input.mlir":4:3)
#loc6 = loc("input.mlir":6:1)
#loc8 = loc("input.mlir":7:3)
#loc10 = loc("input.mlir":8:5)
#loc11 = loc("input.mlir":10:3)

