#loc2 = loc("input.mlir":3:23)
#loc5 = loc("input.mlir":5:20)
#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<() -> (10)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<10xf32>) -> (), sym_name = "affine_par"}> ({
  ^bb0(%arg0: memref<10xf32> loc("input.mlir":3:23)):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32 loc(#loc3)
    "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map1, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map2}> ({
    ^bb0(%arg1: index loc("input.mlir":5:20)):
      %1 = "arith.addf"(%0, %0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc6)
      "affine.store"(%0, %arg0, %arg1) <{map = #map}> : (f32, memref<10xf32>, index) -> () loc(#loc7)
      "affine.yield"() : () -> () loc(#loc4)
    }) : () -> () loc(#loc4)
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:9)
#loc4 = loc("input.mlir":5:3)
#loc6 = loc("input.mlir":6:10)
#loc7 = loc("input.mlir":7:5)
#loc8 = loc("input.mlir":9:3)

