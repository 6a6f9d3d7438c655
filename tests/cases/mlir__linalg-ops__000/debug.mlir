#loc2 = loc("input.mlir":5:20)
#loc3 = loc("input.mlir":5:41)
#loc4 = loc("input.mlir":5:62)
#loc5 = loc("input.mlir":5:83)
#loc7 = loc("input.mlir":7:8)
#loc8 = loc("input.mlir":7:17)
#loc13 = loc("input.mlir":13:8)
#loc14 = loc("input.mlir":13:17)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>, memref<8x4xf32>, tensor<4x8xf32>, memref<4x8xf32>) -> tensor<4x8xf32>, sym_name = "generic"}> ({
  ^bb0(%arg0: tensor<4x8xf32> loc("input.mlir":5:20), %arg1: memref<8x4xf32> loc("input.mlir":5:41), %arg2: tensor<4x8xf32> loc("input.mlir":5:62), %arg3: memref<4x8xf32> loc("input.mlir":5:83)):
    %0 = "linalg.generic"(%arg0, %arg2) <{doc = "d", indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], library_call = "lib", operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: f32 loc("input.mlir":7:8), %arg7: f32 loc("input.mlir":7:17)):
      %1 = "linalg.index"() <{dim = 1 : i64}> : () -> index loc(#loc9)
      %2 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc10)
      "linalg.yield"(%2) : (f32) -> () loc(#loc11)
    }) {foo = 1 : i32} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc6)
    "linalg.generic"(%arg3, %arg1) <{indexing_maps = [#map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: f32 loc("input.mlir":13:8), %arg5: f32 loc("input.mlir":13:17)):
      "linalg.yield"(%arg4) : (f32) -> () loc(#loc15)
    }) : (memref<4x8xf32>, memref<8x4xf32>) -> () loc(#loc12)
    "func.return"(%0) : (tensor<4x8xf32>) -> () loc(#loc16)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":5:1)
#loc6 = loc("input.mlir":6:8)
#loc9 = loc("input.mlir":8:10)
#loc10 = loc("input.mlir":9:10)
#loc11 = loc("input.mlir":10:5)
#loc12 = loc("input.mlir":12:3)
#loc15 = loc("input.mlir":14:5)
#loc16 = loc("input.mlir":16:3)

