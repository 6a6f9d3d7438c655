#loc2 = loc("input.mlir":2:28)
#loc3 = loc("input.mlir":2:42)
#loc7 = loc("input.mlir":6:36)
#loc9 = loc("input.mlir":7:14)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<() -> (1)>
#map2 = affine_map<() -> (42)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<32xf32>) -> (), sym_name = "func_vector_dim"}> ({
  ^bb0(%arg2: index loc("input.mlir":2:28), %arg3: memref<32xf32> loc("input.mlir":2:42)):
    %0 = "affine.vector_load"(%arg3, %arg2) <{map = #map}> : (memref<32xf32>, index) -> vector<4xf32> loc(#loc4)
    "func.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (memref<32xf32>) -> (), sym_name = "inline_dimension_vector"}> ({
  ^bb0(%arg0: memref<32xf32> loc("input.mlir":6:36)):
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg1: index loc("input.mlir":7:14)):
      "func.call"(%arg1, %arg0) <{callee = @func_vector_dim}> : (index, memref<32xf32>) -> () loc(#loc10)
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

