#loc2 = loc("input.mlir":2:18)
#loc3 = loc("input.mlir":2:44)
#loc4 = loc("input.mlir":2:68)
#loc5 = loc("input.mlir":2:93)
#loc6 = loc("input.mlir":2:114)
#loc7 = loc("input.mlir":2:135)
#loc8 = loc("input.mlir":2:155)
#loc9 = loc("input.mlir":2:174)
#loc11 = loc(unknown)
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x10x10x3xi8>, tensor<3x3x3x8xi8>, tensor<1x4x4x8xi32>, memref<2x3xf16>, memref<2x3xf32>, memref<2x3xi1>, vector<4xf32>, tensor<vector<4xf32>>) -> tensor<1x4x4x8xi32>, sym_name = "named"}> ({
  ^bb0(%arg0: tensor<1x10x10x3xi8> loc("input.mlir":2:18), %arg1: tensor<3x3x3x8xi8> loc("input.mlir":2:44), %arg2: tensor<1x4x4x8xi32> loc("input.mlir":2:68), %arg3: memref<2x3xf16> loc("input.mlir":2:93), %arg4: memref<2x3xf32> loc("input.mlir":2:114), %arg5: memref<2x3xi1> loc("input.mlir":2:135), %arg6: vector<4xf32> loc("input.mlir":2:155), %arg7: tensor<vector<4xf32>> loc("input.mlir":2:174)):
    %0 = "linalg.conv_2d_nhwc_hwcf"(%arg0, %arg1, %arg2) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
    ^bb0(%arg18: i8 loc(unknown), %arg19: i8 loc(unknown), %arg20: i32 loc(unknown)):
      %5 = "arith.extsi"(%arg18) : (i8) -> i32 loc(#loc11)
      %6 = "arith.extsi"(%arg19) : (i8) -> i32 loc(#loc11)
      %7 = "arith.muli"(%5, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc11)
      %8 = "arith.addi"(%arg20, %7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc11)
      "linalg.yield"(%8) : (i32) -> () loc(#loc11)
    }) {linalg.memoized_indexing_maps = [#map, #map1, #map2]} : (tensor<1x10x10x3xi8>, tensor<3x3x3x8xi8>, tensor<1x4x4x8xi32>) -> tensor<1x4x4x8xi32> loc(#loc10)
    "linalg.copy"(%arg3, %arg4) <{cast = #linalg.type_fn<cast_unsigned>, operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f16 loc(unknown), %arg17: f32 loc(unknown)):
      %4 = "arith.extf"(%arg16) : (f16) -> f32 loc(#loc11)
      "linalg.yield"(%4) : (f32) -> () loc(#loc11)
    }) : (memref<2x3xf16>, memref<2x3xf32>) -> () loc(#loc12)
    "linalg.exp"(%arg4, %arg4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: f32 loc(unknown), %arg15: f32 loc(unknown)):
      %3 = "math.exp"(%arg14) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc11)
      "linalg.yield"(%3) : (f32) -> () loc(#loc11)
    }) : (memref<2x3xf32>, memref<2x3xf32>) -> () loc(#loc13)
    "linalg.select"(%arg5, %arg4, %arg4, %arg4) <{operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg10: i1 loc(unknown), %arg11: f32 loc(unknown), %arg12: f32 loc(unknown), %arg13: f32 loc(unknown)):
      %2 = "arith.select"(%arg10, %arg11, %arg12) : (i1, f32, f32) -> f32 loc(#loc11)
      "linalg.yield"(%2) : (f32) -> () loc(#loc11)
    }) : (memref<2x3xi1>, memref<2x3xf32>, memref<2x3xf32>, memref<2x3xf32>) -> () loc(#loc14)
    %1 = "linalg.fill"(%arg6, %arg7) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: vector<4xf32> loc(unknown), %arg9: vector<4xf32> loc(unknown)):
      "linalg.yield"(%arg8) : (vector<4xf32>) -> () loc(#loc11)
    }) : (vector<4xf32>, tensor<vector<4xf32>>) -> tensor<vector<4xf32>> loc(#loc15)
    "func.return"(%0) : (tensor<1x4x4x8xi32>) -> () loc(#loc16)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc10 = loc("input.mlir":3:8)
#loc12 = loc("input.mlir":4:3)
#loc13 = loc("input.mlir":5:3)
#loc14 = loc("input.mlir":6:3)
#loc15 = loc("input.mlir":7:8)
#loc16 = loc("input.mlir":8:3)

