#loc2 = loc("input.mlir":2:17)
#loc5 = loc("input.mlir":4:19)
#loc6 = loc("input.mlir":4:42)
#map = affine_map<() -> (0)>
#map1 = affine_map<()[s0] -> (s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> f32, sym_name = "iter"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:17)):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc3)
    %1 = "affine.for"(%arg0, %0) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 1>, step = 1 : index, upperBoundMap = #map1}> ({
    ^bb0(%arg1: index loc("input.mlir":4:19), %arg2: f32 loc("input.mlir":4:42)):
      %2 = "arith.addf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc7)
      "affine.yield"(%2) : (f32) -> () loc(#loc8)
    }) : (index, f32) -> f32 loc(#loc4)
    "func.return"(%1) : (f32) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc7 = loc("input.mlir":5:10)
#loc8 = loc("input.mlir":6:5)
#loc9 = loc("input.mlir":8:3)

