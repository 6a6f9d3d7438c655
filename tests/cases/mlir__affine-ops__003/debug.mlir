#loc2 = loc("input.mlir":2:19)
#loc3 = loc("input.mlir":2:31)
#loc4 = loc("input.mlir":2:53)
#loc5 = loc("input.mlir":2:73)
#loc7 = loc("input.mlir":3:14)
#map = affine_map<(d0)[s0] -> (d0 + 1, s0 * 2)>
#map1 = affine_map<(d0) -> (d0 floordiv 2, d0 mod 3)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0, 3)>
#map4 = affine_map<(d0) -> (d0, d0 + 5)>
#map5 = affine_map<() -> (0)>
#map6 = affine_map<() -> (4)>
#map7 = affine_map<() -> ()>
"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<4x4xf32>, vector<4xf32>, memref<f32>) -> (), sym_name = "memory"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:19), %arg1: memref<4x4xf32> loc("input.mlir":2:31), %arg2: vector<4xf32> loc("input.mlir":2:53), %arg3: memref<f32> loc("input.mlir":2:73)):
    "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
    ^bb0(%arg4: index loc("input.mlir":3:14)):
      %1 = "affine.load"(%arg1, %arg4, %arg0) <{map = #map}> {foo} : (memref<4x4xf32>, index, index) -> f32 loc(#loc8)
      "affine.store"(%1, %arg1, %arg4) <{map = #map1}> : (f32, memref<4x4xf32>, index) -> () loc(#loc9)
      %2 = "affine.vector_load"(%arg1, %arg4, %arg0) <{map = #map2}> : (memref<4x4xf32>, index, index) -> vector<4xf32> loc(#loc10)
      "affine.vector_store"(%arg2, %arg1, %arg4) <{map = #map3}> {bar = 2 : i64} : (vector<4xf32>, memref<4x4xf32>, index) -> () loc(#loc11)
      "affine.prefetch"(%arg1, %arg4, %arg0) <{isDataCache = false, isWrite = true, localityHint = 0 : i32, map = #map2}> {x} : (memref<4x4xf32>, index, index) -> () loc(#loc12)
      "affine.prefetch"(%arg1, %arg4) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map4}> : (memref<4x4xf32>, index) -> () loc(#loc13)
      "affine.yield"() : () -> () loc(#loc6)
    }) : () -> () loc(#loc6)
    %0 = "affine.load"(%arg3) <{map = #map7}> : (memref<f32>) -> f32 loc(#loc14)
    "affine.store"(%0, %arg3) <{map = #map7}> : (f32, memref<f32>) -> () loc(#loc15)
    "func.return"() : () -> () loc(#loc16)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":3:3)
#loc8 = loc("input.mlir":4:10)
#loc9 = loc("input.mlir":5:5)
#loc10 = loc("input.mlir":6:10)
#loc11 = loc("input.mlir":7:5)
#loc12 = loc("input.mlir":8:5)
#loc13 = loc("input.mlir":9:5)
#loc14 = loc("input.mlir":11:8)
#loc15 = loc("input.mlir":12:3)
#loc16 = loc("input.mlir":13:3)

