#loc2 = loc("input.mlir":2:21)
#loc3 = loc("input.mlir":2:44)
#loc5 = loc("input.mlir":3:20)
#loc6 = loc("input.mlir":3:24)
#loc10 = loc("input.mlir":7:25)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<() -> (0, 0)>
#map2 = affine_map<(d0) -> (10, d0)>
#map3 = affine_map<(d0) -> (d0, d0)>
#map4 = affine_map<() -> (0)>
#map5 = affine_map<() -> (10)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<10x10xf32>, index) -> (), sym_name = "parallel"}> ({
  ^bb0(%arg0: memref<10x10xf32> loc("input.mlir":2:21), %arg1: index loc("input.mlir":2:44)):
    "affine.parallel"(%arg1) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map1, reductions = [], steps = [2, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map2}> ({
    ^bb0(%arg3: index loc("input.mlir":3:20), %arg4: index loc("input.mlir":3:24)):
      %2 = "affine.load"(%arg0, %arg3, %arg4) <{map = #map}> : (memref<10x10xf32>, index, index) -> f32 loc(#loc7)
      "foo.use"(%2) : (f32) -> () loc(#loc8)
      "affine.yield"() : () -> () loc(#loc4)
    }) : (index) -> () loc(#loc4)
    %0 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map4, reductions = [0], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map5}> ({
    ^bb0(%arg2: index loc("input.mlir":7:25)):
      %1 = "affine.load"(%arg0, %arg2) <{map = #map3}> : (memref<10x10xf32>, index) -> f32 loc(#loc11)
      "affine.yield"(%1) : (f32) -> () loc(#loc12)
    }) : () -> f32 loc(#loc9)
    "foo.use"(%0) : (f32) -> () loc(#loc13)
    "func.return"() : () -> () loc(#loc14)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:3)
#loc7 = loc("input.mlir":4:10)
#loc8 = loc("input.mlir":5:5)
#loc9 = loc("input.mlir":7:8)
#loc11 = loc("input.mlir":8:10)
#loc12 = loc("input.mlir":9:5)
#loc13 = loc("input.mlir":11:3)
#loc14 = loc("input.mlir":12:3)

