#loc2 = loc("input.mlir":2:19)
#loc3 = loc("input.mlir":2:40)
#loc4 = loc("input.mlir":2:61)
#loc5 = loc("input.mlir":2:80)
#loc6 = loc("input.mlir":2:101)
#loc7 = loc("input.mlir":2:126)
#loc8 = loc("input.mlir":2:152)
#loc9 = loc("input.mlir":2:175)
#loc10 = loc("input.mlir":2:200)
#loc12 = loc(unknown)
#loc14 = loc("input.mlir":5:6)
#loc15 = loc("input.mlir":5:15)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<8x4xf32>, tensor<2x3x3x5xf32>, tensor<4x4x5x2xf32>, tensor<16x16xf32>, tensor<2x2x8x8xf32>, f32) -> (), sym_name = "others"}> ({
  ^bb0(%arg0: tensor<4x8xf32> loc("input.mlir":2:19), %arg1: tensor<4x8xf32> loc("input.mlir":2:40), %arg2: tensor<4xf32> loc("input.mlir":2:61), %arg3: tensor<8x4xf32> loc("input.mlir":2:80), %arg4: tensor<2x3x3x5xf32> loc("input.mlir":2:101), %arg5: tensor<4x4x5x2xf32> loc("input.mlir":2:126), %arg6: tensor<16x16xf32> loc("input.mlir":2:152), %arg7: tensor<2x2x8x8xf32> loc("input.mlir":2:175), %arg8: f32 loc("input.mlir":2:200)):
    %0 = "linalg.map"(%arg0, %arg1, %arg1) ({
    ^bb0(%arg17: f32 loc(unknown), %arg18: f32 loc(unknown), %arg19: f32 loc(unknown)):
      %12 = "arith.addf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc11)
      "linalg.yield"(%12) : (f32) -> () loc(#loc11)
    }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc11)
    %1 = "linalg.map"(%arg0, %arg1) ({
    ^bb0(%arg15: f32 loc("input.mlir":5:6), %arg16: f32 loc("input.mlir":5:15)):
      %10 = "math.exp"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc16)
      %11 = "math.exp"(%10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32 loc(#loc17)
      "linalg.yield"(%11) : (f32) -> () loc(#loc18)
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc13)
    %2 = "linalg.reduce"(%arg0, %arg2) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg13: f32 loc(unknown), %arg14: f32 loc(unknown)):
      %9 = "arith.maximumf"(%arg14, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32 loc(#loc19)
      "linalg.yield"(%9) : (f32) -> () loc(#loc19)
    }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32> loc(#loc19)
    %3 = "linalg.transpose"(%arg0, %arg3) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg11: f32 loc("input.mlir":2:19), %arg12: f32 loc("input.mlir":2:80)):
      "linalg.yield"(%arg11) : (f32) -> () loc(#loc20)
    }) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32> loc(#loc20)
    %4 = "linalg.broadcast"(%arg2, %arg1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg9: f32 loc("input.mlir":2:61), %arg10: f32 loc("input.mlir":2:40)):
      "linalg.yield"(%arg9) : (f32) -> () loc(#loc21)
    }) : (tensor<4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc21)
    %5 = "linalg.softmax"(%arg0, %arg1) <{dimension = 1 : i64}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc22)
    %6 = "linalg.winograd_filter_transform"(%arg4, %arg5) <{fmr = 0 : i32}> : (tensor<2x3x3x5xf32>, tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32> loc(#loc23)
    %7 = "linalg.pack"(%arg6, %arg7, %arg8) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 8, 8>}> : (tensor<16x16xf32>, tensor<2x2x8x8xf32>, f32) -> tensor<2x2x8x8xf32> loc(#loc24)
    %8 = "linalg.unpack"(%arg7, %arg6) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, 8>}> : (tensor<2x2x8x8xf32>, tensor<16x16xf32>) -> tensor<16x16xf32> loc(#loc25)
    "func.return"() : () -> () loc(#loc26)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc11 = loc("input.mlir":3:8)
#loc13 = loc("input.mlir":4:8)
#loc16 = loc("input.mlir":6:12)
#loc17 = loc("input.mlir":7:13)
#loc18 = loc("input.mlir":8:7)
#loc19 = loc("input.mlir":10:8)
#loc20 = loc("input.mlir":11:8)
#loc21 = loc("input.mlir":12:8)
#loc22 = loc("input.mlir":13:8)
#loc23 = loc("input.mlir":14:8)
#loc24 = loc("input.mlir":15:8)
#loc25 = loc("input.mlir":16:8)
#loc26 = loc("input.mlir":17:3)

