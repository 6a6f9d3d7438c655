#loc2 = loc("input.mlir":2:23)
#loc3 = loc("input.mlir":2:50)
#loc4 = loc("input.mlir":2:63)
#loc5 = loc("input.mlir":2:76)
#loc6 = loc("input.mlir":2:89)
#loc10 = loc("input.mlir":6:8)
#loc11 = loc("input.mlir":6:19)
#loc15 = loc("input.mlir":11:8)
#loc16 = loc("input.mlir":11:19)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<64x64xf32>, index, index, index, index) -> tensor<8x4xf32>, sym_name = "orthogonal"}> ({
  ^bb0(%arg0: tensor<64x64xf32> loc("input.mlir":2:23), %arg1: index loc("input.mlir":2:50), %arg2: index loc("input.mlir":2:63), %arg3: index loc("input.mlir":2:76), %arg4: index loc("input.mlir":2:89)):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32 loc(#loc7)
    %1 = "tensor.extract_slice"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 16, 0>, static_sizes = array<i64: -9223372036854775808, 64>, static_strides = array<i64: 1, 1>}> : (tensor<64x64xf32>, index) -> tensor<?x64xf32> loc(#loc8)
    %2 = "tensor.pad"(%1, %arg3) <{operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: -9223372036854775808, 0>, static_low = array<i64: 0, 0>}> ({
    ^bb0(%arg7: index loc("input.mlir":6:8), %arg8: index loc("input.mlir":6:19)):
      "tensor.yield"(%0) : (f32) -> () loc(#loc12)
    }) : (tensor<?x64xf32>, index) -> tensor<8x64xf32> loc(#loc9)
    %3 = "tensor.extract_slice"(%2, %arg2) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 4>, static_sizes = array<i64: 8, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<8x64xf32>, index) -> tensor<8x?xf32> loc(#loc13)
    %4 = "tensor.pad"(%3, %arg4) <{nofold, operandSegmentSizes = array<i32: 1, 0, 1>, static_high = array<i64: 0, -9223372036854775808>, static_low = array<i64: 0, 0>}> ({
    ^bb0(%arg5: index loc("input.mlir":11:8), %arg6: index loc("input.mlir":11:19)):
      "tensor.yield"(%0) : (f32) -> () loc(#loc17)
    }) : (tensor<8x?xf32>, index) -> tensor<8x4xf32> loc(#loc14)
    "func.return"(%4) : (tensor<8x4xf32>) -> () loc(#loc18)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc7 = loc("input.mlir":3:9)
#loc8 = loc("input.mlir":4:8)
#loc9 = loc("input.mlir":5:8)
#loc12 = loc("input.mlir":7:5)
#loc13 = loc("input.mlir":9:8)
#loc14 = loc("input.mlir":10:8)
#loc17 = loc("input.mlir":12:5)
#loc18 = loc("input.mlir":14:3)

