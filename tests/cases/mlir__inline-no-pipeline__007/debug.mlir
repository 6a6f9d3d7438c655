#loc2 = loc("input.mlir":2:16)
#loc3 = loc("input.mlir":2:30)
#loc9 = loc("input.mlir":8:23)
#loc10 = loc("input.mlir":8:45)
#loc12 = loc("input.mlir":9:14)
#map = affine_map<(d0, d1) -> (d0 + d1)>
#map1 = affine_map<() -> (1)>
#map2 = affine_map<() -> (42)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<?xf32>) -> (), sym_name = "sym"}> ({
  ^bb0(%arg3: index loc("input.mlir":2:16), %arg4: memref<?xf32> loc("input.mlir":2:30)):
    %0 = "arith.constant"() <{value = 3 : index}> : () -> index loc(#loc4)
    %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32 loc(#loc5)
    "affine.store"(%1, %arg4, %arg3, %0) <{map = #map}> : (f32, memref<?xf32>, index, index) -> () loc(#loc6)
    "func.return"() : () -> () loc(#loc7)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (memref<?xf32>, index) -> (), sym_name = "sym_caller"}> ({
  ^bb0(%arg0: memref<?xf32> loc("input.mlir":8:23), %arg1: index loc("input.mlir":8:45)):
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg2: index loc("input.mlir":9:14)):
      "func.call"(%arg2, %arg0) <{callee = @sym}> : (index, memref<?xf32>) -> () loc(#loc13)
      "func.call"(%arg1, %arg0) <{callee = @sym}> : (index, memref<?xf32>) -> () loc(#loc14)
      "affine.yield"() : () -> () loc(#loc11)
    }) : () -> () loc(#loc11)
    "func.return"() : () -> () loc(#loc15)
  }) : () -> () loc(#loc8)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:3)
#loc7 = loc("input.mlir":6:3)
#loc8 = loc("input.mlir":8:1)
#loc11 = loc("input.mlir":9:3)
#loc13 = loc("input.mlir":10:5)
#loc14 = loc("input.mlir":11:5)
#loc15 = loc("input.mlir":13:3)

