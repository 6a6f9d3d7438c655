#loc2 = loc("input.mlir":2:24)
#loc3 = loc("input.mlir":2:45)
#loc4 = loc("input.mlir":2:66)
#loc6 = loc(unknown)
#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xi1>) -> (), sym_name = "elementwise"}> ({
  ^bb0(%arg0: tensor<4x8xf32> loc("input.mlir":2:24), %arg1: tensor<4x8xf32> loc("input.mlir":2:45), %arg2: tensor<4x8xi1> loc("input.mlir":2:66)):
    %0 = "linalg.elementwise"(%arg0, %arg1) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<sqrt>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: f32 loc(unknown), %arg13: f32 loc(unknown)):
      %8 = "math.sqrt"(%arg12) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc6)
      "linalg.yield"(%8) : (f32) -> () loc(#loc6)
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc5)
    %1 = "linalg.elementwise"(%arg0, %arg1, %arg1) <{indexing_maps = [#map, #map, #map], kind = #linalg.elementwise_kind<max_signed>, operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg9: f32 loc(unknown), %arg10: f32 loc(unknown), %arg11: f32 loc(unknown)):
      %7 = "arith.maximumf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc6)
      "linalg.yield"(%7) : (f32) -> () loc(#loc6)
    }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc7)
    %2 = "linalg.elementwise"(%arg2, %arg0, %arg1, %arg1) <{indexing_maps = [#map, #map, #map, #map], kind = #linalg.elementwise_kind<select>, operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg5: i1 loc(unknown), %arg6: f32 loc(unknown), %arg7: f32 loc(unknown), %arg8: f32 loc(unknown)):
      %6 = "arith.select"(%arg5, %arg6, %arg7) : (i1, f32, f32) -> f32 loc(#loc6)
      "linalg.yield"(%6) : (f32) -> () loc(#loc6)
    }) : (tensor<4x8xi1>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc8)
    %3 = "linalg.elementwise"(%arg0, %arg1) <{indexing_maps = [#map, #map], kind = #linalg.elementwise_kind<reciprocal>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: f32 loc(unknown), %arg4: f32 loc(unknown)):
      %4 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32 loc(#loc6)
      %5 = "arith.divf"(%4, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc6)
      "linalg.yield"(%5) : (f32) -> () loc(#loc6)
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc9)
    "func.return"() : () -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:8)
#loc7 = loc("input.mlir":4:8)
#loc8 = loc("input.mlir":5:8)
#loc9 = loc("input.mlir":6:8)
#loc10 = loc("input.mlir":7:3)

