"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4xf32>, tensor<8x4xf32>, tensor<2x3x3x5xf32>, tensor<4x4x5x2xf32>, tensor<16x16xf32>, tensor<2x2x8x8xf32>, f32) -> (), sym_name = "others"}> ({
  ^bb0(%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>, %arg2: tensor<4xf32>, %arg3: tensor<8x4xf32>, %arg4: tensor<2x3x3x5xf32>, %arg5: tensor<4x4x5x2xf32>, %arg6: tensor<16x16xf32>, %arg7: tensor<2x2x8x8xf32>, %arg8: f32):
    %0 = "linalg.map"(%arg0, %arg1, %arg1) ({
    ^bb0(%arg17: f32, %arg18: f32, %arg19: f32):
      %12 = "arith.addf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%12) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %1 = "linalg.map"(%arg0, %arg1) ({
    ^bb0(%arg15: f32, %arg16: f32):
      %10 = "math.exp"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %11 = "math.exp"(%10) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%11) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %2 = "linalg.reduce"(%arg0, %arg2) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32):
      %9 = "arith.maximumf"(%arg14, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%9) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<4xf32>) -> tensor<4xf32>
    %3 = "linalg.transpose"(%arg0, %arg3) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg11: f32, %arg12: f32):
      "linalg.yield"(%arg11) : (f32) -> ()
    }) : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
    %4 = "linalg.broadcast"(%arg2, %arg1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (tensor<4xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %5 = "linalg.softmax"(%arg0, %arg1) <{dimension = 1 : i64}> : (tensor<4x8xf32>, tensor<4x8xf32>) -> tensor<4x8xf32>
    %6 = "linalg.winograd_filter_transform"(%arg4, %arg5) <{fmr = 0 : i32}> : (tensor<2x3x3x5xf32>, tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
    %7 = "linalg.pack"(%arg6, %arg7, %arg8) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 8, 8>}> : (tensor<16x16xf32>, tensor<2x2x8x8xf32>, f32) -> tensor<2x2x8x8xf32>
    %8 = "linalg.unpack"(%arg7, %arg6) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 8, 8>}> : (tensor<2x2x8x8xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

