#loc2 = loc("input.mlir":3:23)
#loc5 = loc("input.mlir":5:21)
#loc6 = loc("input.mlir":5:44)
#loc7 = loc("input.mlir":5:55)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<() -> (10)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<10xf32>) -> f32, sym_name = "affine_for"}> ({
  ^bb0(%arg0: memref<10xf32> loc("input.mlir":3:23)):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc3)
    %1:2 = "affine.for"(%0, %0) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 2>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg1: index loc("input.mlir":5:21), %arg2: f32 loc("input.mlir":5:44), %arg3: f32 loc("input.mlir":5:55)):
      %2 = "affine.load"(%arg0, %arg1) <{map = #map}> : (memref<10xf32>, index) -> f32 loc(#loc8)
      %3 = "arith.addf"(%arg2, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc9)
      %4 = "arith.mulf"(%arg3, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc10)
      "affine.yield"(%3, %4) : (f32, f32) -> () loc(#loc11)
    }) : (f32, f32) -> (f32, f32) loc(#loc4)
    "func.return"(%1#0) : (f32) -> () loc(#loc12)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:10)
#loc4 = loc("input.mlir":5:10)
#loc8 = loc("input.mlir":6:10)
#loc9 = loc("input.mlir":7:11)
#loc10 = loc("input.mlir":8:11)
#loc11 = loc("input.mlir":9:5)
#loc12 = loc("input.mlir":11:3)

