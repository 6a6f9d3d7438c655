#loc2 = loc("input.mlir":4:21)
#loc3 = loc("input.mlir":4:42)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":6:17)
#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>, sym_name = "identity"}> ({
  ^bb0(%arg0: tensor<4x8xf32> loc("input.mlir":4:21), %arg1: tensor<4x8xf32> loc("input.mlir":4:42)):
    %0 = "linalg.generic"(%arg0, %arg1) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32 loc("input.mlir":6:8), %arg3: f32 loc("input.mlir":6:17)):
      "linalg.yield"(%arg2) : (f32) -> () loc(#loc7)
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc4)
    "func.return"(%0) : (tensor<4x8xf32>) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":7:5)
#loc8 = loc("input.mlir":9:3)

