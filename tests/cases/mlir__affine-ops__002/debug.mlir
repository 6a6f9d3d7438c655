#loc2 = loc("input.mlir":2:21)
#loc3 = loc("input.mlir":2:33)
#loc5 = loc("input.mlir":3:20)
#loc6 = loc("input.mlir":3:24)
#loc8 = loc("input.mlir":5:20)
#loc10 = loc("input.mlir":6:22)
#loc12 = loc("input.mlir":9:20)
#loc13 = loc("input.mlir":9:24)
#loc16 = loc("input.mlir":13:27)
#map = affine_map<() -> (0, 0)>
#map1 = affine_map<() -> (10, 10)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0)[s0] -> (d0 + s0)>
#map4 = affine_map<(d0, d1) -> (d0, d1 + 1, 3)>
#map5 = affine_map<(d0) -> (d0 * 2, 100)>
#map6 = affine_map<(d0)[s0] -> (s0, d0)>
#map7 = affine_map<(d0, d1)[s0, s1] -> (d0 + d1, s0 + s1)>
#map8 = affine_map<() -> ()>
#map9 = affine_map<() -> (0)>
#map10 = affine_map<() -> (10)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (), sym_name = "parallel"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:21), %arg1: index loc("input.mlir":2:33)):
    "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map1}> ({
    ^bb0(%arg7: index loc("input.mlir":3:20), %arg8: index loc("input.mlir":3:24)):
      "affine.yield"() : () -> () loc(#loc4)
    }) : () -> () loc(#loc4)
    "affine.parallel"(%arg0, %arg1, %arg0) <{lowerBoundsGroups = dense<3> : tensor<1xi32>, lowerBoundsMap = #map4, reductions = [], steps = [4], upperBoundsGroups = dense<2> : tensor<1xi32>, upperBoundsMap = #map5}> ({
    ^bb0(%arg5: index loc("input.mlir":5:20)):
      "affine.parallel"(%arg5, %arg5, %arg1) <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map2, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map3}> ({
      ^bb0(%arg6: index loc("input.mlir":6:22)):
        "affine.yield"() : () -> () loc(#loc9)
      }) : (index, index, index) -> () loc(#loc9)
      "affine.yield"() : () -> () loc(#loc7)
    }) : (index, index, index) -> () loc(#loc7)
    "affine.parallel"(%arg1, %arg0, %arg0, %arg1, %arg0, %arg1) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map6, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map7}> ({
    ^bb0(%arg3: index loc("input.mlir":9:20), %arg4: index loc("input.mlir":9:24)):
      "affine.yield"() : () -> () loc(#loc11)
    }) : (index, index, index, index, index, index) -> () loc(#loc11)
    "affine.parallel"() <{lowerBoundsGroups = dense<> : tensor<0xi32>, lowerBoundsMap = #map8, reductions = [], steps = [], upperBoundsGroups = dense<> : tensor<0xi32>, upperBoundsMap = #map8}> ({
      "affine.yield"() : () -> () loc(#loc14)
    }) : () -> () loc(#loc14)
    %0:2 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map9, reductions = [0, 6], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map10}> ({
    ^bb0(%arg2: index loc("input.mlir":13:27)):
      %1 = "foo.a"() : () -> f32 loc(#loc17)
      %2 = "foo.b"() : () -> si32 loc(#loc18)
      "affine.yield"(%1, %2) : (f32, si32) -> () loc(#loc19)
    }) {foo = 1 : i64} : () -> (f32, si32) loc(#loc15)
    "func.return"() : () -> () loc(#loc20)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:3)
#loc7 = loc("input.mlir":5:3)
#loc9 = loc("input.mlir":6:5)
#loc11 = loc("input.mlir":9:3)
#loc14 = loc("input.mlir":11:3)
#loc15 = loc("input.mlir":13:10)
#loc17 = loc("input.mlir":14:10)
#loc18 = loc("input.mlir":15:10)
#loc19 = loc("input.mlir":16:5)
#loc20 = loc("input.mlir":18:3)

