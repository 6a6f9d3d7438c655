#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>, memref<8x4xf32>, tensor<4x8xf32>, memref<4x8xf32>) -> tensor<4x8xf32>, sym_name = "generic"}> ({
  ^bb0(%arg0: tensor<4x8xf32>, %arg1: memref<8x4xf32>, %arg2: tensor<4x8xf32>, %arg3: memref<4x8xf32>):
    %0 = "linalg.generic"(%arg0, %arg2) <{doc = "d", indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], library_call = "lib", operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32):
      %1 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %2 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2) : (f32) -> ()
    }) {foo = 1 : i32} : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    "linalg.generic"(%arg3, %arg1) <{indexing_maps = [#map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      "linalg.yield"(%arg4) : (f32) -> ()
    }) : (memref<4x8xf32>, memref<8x4xf32>) -> ()
    "func.return"(%0) : (tensor<4x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

