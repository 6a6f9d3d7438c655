#loc2 = loc("input.mlir":2:21)
#loc3 = loc("input.mlir":2:44)
#loc5 = loc("input.mlir":3:27)
#loc9 = loc("input.mlir":7:27)
#map = affine_map<(d0) -> (d0, d0)>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<() -> (10)>
#map3 = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<10x10xf32>, memref<10xi32>) -> (), sym_name = "parallel"}> ({
  ^bb0(%arg0: memref<10x10xf32> loc("input.mlir":2:21), %arg1: memref<10xi32> loc("input.mlir":2:44)):
    %0:4 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map1, reductions = [0, 12, 4, 8], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map2}> ({
    ^bb0(%arg3: index loc("input.mlir":3:27)):
      %3 = "affine.load"(%arg0, %arg3) <{map = #map}> : (memref<10x10xf32>, index) -> f32 loc(#loc6)
      "affine.yield"(%3, %3, %3, %3) : (f32, f32, f32, f32) -> () loc(#loc7)
    }) : () -> (f32, f32, f32, f32) loc(#loc4)
    %1:4 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map1, reductions = [1, 13, 14, 2], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map2}> ({
    ^bb0(%arg2: index loc("input.mlir":7:27)):
      %2 = "affine.load"(%arg1, %arg2) <{map = #map3}> : (memref<10xi32>, index) -> i32 loc(#loc10)
      "affine.yield"(%2, %2, %2, %2) : (i32, i32, i32, i32) -> () loc(#loc11)
    }) : () -> (i32, i32, i32, i32) loc(#loc8)
    "foo.use"(%0#0, %1#0) : (f32, i32) -> () loc(#loc12)
    "func.return"() : () -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:10)
#loc6 = loc("input.mlir":4:10)
#loc7 = loc("input.mlir":5:5)
#loc8 = loc("input.mlir":7:10)
#loc10 = loc("input.mlir":8:10)
#loc11 = loc("input.mlir":9:5)
#loc12 = loc("input.mlir":11:3)
#loc13 = loc("input.mlir":12:3)

