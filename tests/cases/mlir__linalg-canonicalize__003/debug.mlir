#loc2 = loc("input.mlir":2:26)
#loc3 = loc("input.mlir":2:47)
#loc4 = loc("input.mlir":2:68)
#loc6 = loc(unknown)
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<4x8xf32>, sym_name = "cast_consumer"}> ({
  ^bb0(%arg0: tensor<?x?xf32> loc("input.mlir":2:26), %arg1: tensor<?x?xf32> loc("input.mlir":2:47), %arg2: tensor<?x?xf32> loc("input.mlir":2:68)):
    %0 = "linalg.matmul"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32 loc(unknown), %arg4: f32 loc(unknown), %arg5: f32 loc(unknown)):
      %2 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc6)
      %3 = "arith.addf"(%arg5, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc6)
      "linalg.yield"(%3) : (f32) -> () loc(#loc6)
    }) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32> loc(#loc5)
    %1 = "tensor.cast"(%0) : (tensor<?x?xf32>) -> tensor<4x8xf32> loc(#loc7)
    "func.return"(%1) : (tensor<4x8xf32>) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:8)
#loc7 = loc("input.mlir":4:8)
#loc8 = loc("input.mlir":5:3)

