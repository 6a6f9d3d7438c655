#loc2 = loc("input.mlir":3:24)
#loc5 = loc("input.mlir":5:19)
#loc6 = loc("input.mlir":5:42)
#map = affine_map<() -> (0)>
#map1 = affine_map<() -> (10)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<10xf32>) -> (), sym_name = "affine_dead"}> ({
  ^bb0(%arg0: memref<10xf32> loc("input.mlir":3:24)):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc3)
    %1 = "affine.for"(%0) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg1: index loc("input.mlir":5:19), %arg2: f32 loc("input.mlir":5:42)):
      %2 = "arith.addf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc7)
      "affine.yield"(%2) : (f32) -> () loc(#loc8)
    }) : (f32) -> f32 loc(#loc4)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:10)
#loc4 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:11)
#loc8 = loc("input.mlir":7:5)
#loc9 = loc("input.mlir":9:3)

