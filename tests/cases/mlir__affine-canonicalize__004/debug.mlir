#loc2 = loc("input.mlir":3:18)
#loc3 = loc("input.mlir":3:29)
#loc4 = loc("input.mlir":3:48)
#loc8 = loc("input.mlir":6:14)
#loc14 = loc("input.mlir":12:14)
#loc18 = loc("input.mlir":16:19)
#loc19 = loc("input.mlir":16:41)
#loc23 = loc("input.mlir":20:19)
#loc24 = loc("input.mlir":20:42)
#map = affine_map<(d0) -> (d0 floordiv 16)>
#map1 = affine_map<(d0) -> (d0 mod 4)>
#map2 = affine_map<(d0) -> ((d0 + 2) floordiv 4)>
#map3 = affine_map<() -> (0)>
#map4 = affine_map<() -> (16)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0) -> (d0 + 1)>
#map7 = affine_map<()[s0] -> (s0, 8)>
#map8 = affine_map<() -> (5)>
#map9 = affine_map<()[s0] -> (s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<?xf32>, f32) -> f32, sym_name = "loops"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:18), %arg1: memref<?xf32> loc("input.mlir":3:29), %arg2: f32 loc("input.mlir":3:48)):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index loc(#loc5)
    %1 = "arith.constant"() <{value = 10 : index}> : () -> index loc(#loc6)
    "affine.for"() <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 0, 0>, step = 4 : index, upperBoundMap = #map4}> ({
    ^bb0(%arg8: index loc("input.mlir":6:14)):
      %6 = "affine.apply"(%arg8) <{map = #map}> : (index) -> index loc(#loc9)
      %7 = "affine.apply"(%arg8) <{map = #map1}> : (index) -> index loc(#loc10)
      %8 = "affine.apply"(%arg8) <{map = #map2}> : (index) -> index loc(#loc11)
      "test.use"(%6, %7, %8) : (index, index, index) -> () loc(#loc12)
      "affine.yield"() : () -> () loc(#loc7)
    }) : () -> () loc(#loc7)
    "affine.for"(%0, %1) <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map7}> ({
    ^bb0(%arg7: index loc("input.mlir":12:14)):
      %5 = "affine.load"(%arg1, %arg7) <{map = #map5}> : (memref<?xf32>, index) -> f32 loc(#loc15)
      "affine.store"(%5, %arg1, %arg7) <{map = #map6}> : (f32, memref<?xf32>, index) -> () loc(#loc16)
      "affine.yield"() : () -> () loc(#loc13)
    }) : (index, index) -> () loc(#loc13)
    %2 = "affine.for"(%arg2) <{lowerBoundMap = #map8, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = #map8}> ({
    ^bb0(%arg5: index loc("input.mlir":16:19), %arg6: f32 loc("input.mlir":16:41)):
      %4 = "arith.addf"(%arg6, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc20)
      "affine.yield"(%4) : (f32) -> () loc(#loc21)
    }) : (f32) -> f32 loc(#loc17)
    %3 = "affine.for"(%arg0, %2) <{lowerBoundMap = #map3, operandSegmentSizes = array<i32: 0, 1, 1>, step = 1 : index, upperBoundMap = #map9}> ({
    ^bb0(%arg3: index loc("input.mlir":20:19), %arg4: f32 loc("input.mlir":20:42)):
      "affine.yield"(%arg4) : (f32) -> () loc(#loc25)
    }) : (index, f32) -> f32 loc(#loc22)
    "func.return"(%3) : (f32) -> () loc(#loc26)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:9)
#loc6 = loc("input.mlir":5:10)
#loc7 = loc("input.mlir":6:3)
#loc9 = loc("input.mlir":7:10)
#loc10 = loc("input.mlir":8:10)
#loc11 = loc("input.mlir":9:10)
#loc12 = loc("input.mlir":10:5)
#loc13 = loc("input.mlir":12:3)
#loc15 = loc("input.mlir":13:10)
#loc16 = loc("input.mlir":14:5)
#loc17 = loc("input.mlir":16:8)
#loc20 = loc("input.mlir":17:10)
#loc21 = loc("input.mlir":18:5)
#loc22 = loc("input.mlir":20:8)
#loc25 = loc("input.mlir":21:5)
#loc26 = loc("input.mlir":23:3)

