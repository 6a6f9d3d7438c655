#loc2 = loc("input.mlir":3:17)
#loc3 = loc("input.mlir":3:28)
#loc4 = loc("input.mlir":3:39)
#loc5 = loc("input.mlir":3:64)
#loc16 = loc("input.mlir":14:14)
#loc18 = loc("input.mlir":15:16)
#loc23 = loc("input.mlir":21:20)
#loc24 = loc("input.mlir":21:24)
#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0)[s0] -> (d0 + 16, s0 * 8)>
#map2 = affine_map<(d0, d1) -> (d0 + 4, d1)>
#map3 = affine_map<(d0) -> (d0, d0 + 2)>
#map4 = affine_map<(d0, d1) -> (d0, d1 * 2)>
#map5 = affine_map<(d0, d1) -> (d0 - 1, d1)>
#map6 = affine_map<(d0, d1) -> (d0 floordiv 2, d1 * 3, d0 floordiv 2)>
#map7 = affine_map<(d0, d1) -> (d0 - d1)>
#map8 = affine_map<(d0) -> (d0 floordiv 4)>
#map9 = affine_map<(d0) -> (d0)>
#map10 = affine_map<(d0) -> (d0 + 4, 10)>
#map11 = affine_map<() -> (0)>
#map12 = affine_map<() -> (10)>
#map13 = affine_map<(d0) -> (d0 * 2)>
#map14 = affine_map<() -> (0, 0)>
#map15 = affine_map<(d0) -> (10, d0)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 * 2 == 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, memref<100x100xf32>, vector<4xf32>) -> (index, index), sym_name = "more"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:17), %arg1: index loc("input.mlir":3:28), %arg2: memref<100x100xf32> loc("input.mlir":3:39), %arg3: vector<4xf32> loc("input.mlir":3:64)):
    %0 = "affine.apply"(%arg0) <{map = #map}> : (index) -> index loc(#loc6)
    %1 = "affine.min"(%arg1, %arg0) <{map = #map1}> : (index, index) -> index loc(#loc7)
    %2 = "affine.min"(%0, %1) <{map = #map2}> : (index, index) -> index loc(#loc8)
    "affine.prefetch"(%arg2, %0) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map3}> : (memref<100x100xf32>, index) -> () loc(#loc9)
    %3 = "affine.vector_load"(%arg2, %0, %arg0) <{map = #map4}> : (memref<100x100xf32>, index, index) -> vector<4xf32> loc(#loc10)
    "affine.vector_store"(%3, %arg2, %0, %arg1) <{map = #map5}> : (vector<4xf32>, memref<100x100xf32>, index, index) -> () loc(#loc11)
    "affine.if"(%0, %arg0) <{condition = #set}> ({
      "test.x"() : () -> () loc(#loc13)
      "affine.yield"() : () -> () loc(#loc12)
    }, {
    }) : (index, index) -> () loc(#loc12)
    %4 = "affine.max"(%0, %arg0) <{map = #map6}> : (index, index) -> index loc(#loc14)
    "affine.for"() <{lowerBoundMap = #map11, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map12}> ({
    ^bb0(%arg6: index loc("input.mlir":14:14)):
      "affine.for"(%arg6, %arg6) <{lowerBoundMap = #map9, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map10}> ({
      ^bb0(%arg7: index loc("input.mlir":15:16)):
        %6 = "affine.apply"(%arg7, %arg6) <{map = #map7}> : (index, index) -> index loc(#loc19)
        %7 = "affine.apply"(%6) <{map = #map8}> : (index) -> index loc(#loc20)
        "test.use"(%7) : (index) -> () loc(#loc21)
        "affine.yield"() : () -> () loc(#loc17)
      }) : (index, index) -> () loc(#loc17)
      "affine.yield"() : () -> () loc(#loc15)
    }) : () -> () loc(#loc15)
    "affine.parallel"(%arg1) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #map14, reductions = [], steps = [1, 1], upperBoundsGroups = dense<1> : tensor<2xi32>, upperBoundsMap = #map15}> ({
    ^bb0(%arg4: index loc("input.mlir":21:20), %arg5: index loc("input.mlir":21:24)):
      %5 = "affine.apply"(%arg4) <{map = #map13}> : (index) -> index loc(#loc25)
      "test.use"(%5, %arg5) : (index, index) -> () loc(#loc26)
      "affine.yield"() : () -> () loc(#loc22)
    }) : (index) -> () loc(#loc22)
    "func.return"(%2, %4) : (index, index) -> () loc(#loc27)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc6 = loc("input.mlir":4:8)
#loc7 = loc("input.mlir":5:8)
#loc8 = loc("input.mlir":6:8)
#loc9 = loc("input.mlir":7:3)
#loc10 = loc("input.mlir":8:8)
#loc11 = loc("input.mlir":9:3)
#loc12 = loc("input.mlir":10:3)
#loc13 = loc("input.mlir":11:5)
#loc14 = loc("input.mlir":13:8)
#loc15 = loc("input.mlir":14:3)
#loc17 = loc("input.mlir":15:5)
#loc19 = loc("input.mlir":16:12)
#loc20 = loc("input.mlir":17:12)
#loc21 = loc("input.mlir":18:7)
#loc22 = loc("input.mlir":21:3)
#loc25 = loc("input.mlir":22:10)
#loc26 = loc("input.mlir":23:5)
#loc27 = loc("input.mlir":25:3)

