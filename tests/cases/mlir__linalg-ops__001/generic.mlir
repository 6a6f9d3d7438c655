#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x10x10x3xi8>, tensor<3x3x3x8xi8>, tensor<1x4x4x8xi32>, memref<2x3xf16>, memref<2x3xf32>, memref<2x3xi1>, vector<4xf32>, tensor<vector<4xf32>>) -> tensor<1x4x4x8xi32>, sym_name = "named"}> ({
  ^bb0(%arg0: tensor<1x10x10x3xi8>, %arg1: tensor<3x3x3x8xi8>, %arg2: tensor<1x4x4x8xi32>, %arg3: memref<2x3xf16>, %arg4: memref<2x3xf32>, %arg5: memref<2x3xi1>, %arg6: vector<4xf32>, %arg7: tensor<vector<4xf32>>):
    %0 = "linalg.conv_2d_nhwc_hwcf"(%arg0, %arg1, %arg2) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
    ^bb0(%arg18: i8, %arg19: i8, %arg20: i32):
      %5 = "arith.extsi"(%arg18) : (i8) -> i32
      %6 = "arith.extsi"(%arg19) : (i8) -> i32
      %7 = "arith.muli"(%5, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %8 = "arith.addi"(%arg20, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%8) : (i32) -> ()
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x10x10x3xi8>, tensor<3x3x3x8xi8>, tensor<1x4x4x8xi32>) -> tensor<1x4x4x8xi32>
    "linalg.copy"(%arg3, %arg4) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f16, %arg17: f32):
      %4 = "arith.extf"(%arg16) : (f16) -> f32
      "linalg.yield"(%4) : (f32) -> ()
    }) : (memref<2x3xf16>, memref<2x3xf32>) -> ()
    "linalg.exp"(%arg4, %arg4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: f32, %arg15: f32):
      %3 = "math.exp"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%3) : (f32) -> ()
    }) : (memref<2x3xf32>, memref<2x3xf32>) -> ()
    "linalg.select"(%arg5, %arg4, %arg4, %arg4) <{operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg10: i1, %arg11: f32, %arg12: f32, %arg13: f32):
      %2 = "arith.select"(%arg10, %arg11, %arg12) : (i1, f32, f32) -> f32
      "linalg.yield"(%2) : (f32) -> ()
    }) : (memref<2x3xi1>, memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> ()
    %1 = "linalg.fill"(%arg6, %arg7) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: vector<4xf32>, %arg9: vector<4xf32>):
      "linalg.yield"(%arg8) : (vector<4xf32>) -> ()
    }) : (vector<4xf32>, tensor<vector<4xf32>>) -> tensor<vector<4xf32>>
    "func.return"(%0) : (tensor<1x4x4x8xi32>) -> ()
  }) : () -> ()
}) : () -> ()

