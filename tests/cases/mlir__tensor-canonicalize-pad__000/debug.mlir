#loc2 = loc("input.mlir":7:28)
#loc3 = loc("input.mlir":7:49)
#loc4 = loc("input.mlir":7:58)
#loc8 = loc("input.mlir":11:8)
#loc9 = loc("input.mlir":11:19)
#loc12 = loc("input.mlir":15:8)
#loc13 = loc("input.mlir":15:19)
#loc16 = loc("input.mlir":19:8)
#loc17 = loc("input.mlir":19:19)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x?xf32>, f32, index) -> (tensor<4x?xf32>, tensor<?x?xf32>, tensor<4x?xf32>), sym_name = "zero_and_static"}> ({
  ^bb0(%arg0: tensor<4x?xf32> loc("input.mlir":7:28), %arg1: f32 loc("input.mlir":7:49), %arg2: index loc("input.mlir":7:58)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc5)
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index loc(#loc6)
    %2 = "tensor.pad"(%arg0, %0) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 0, 0>, static_low = array<i64: 0, -9223372036854775808>}> ({
    ^bb0(%arg7: index loc("input.mlir":11:8), %arg8: index loc("input.mlir":11:19)):
      "tensor.yield"(%arg1) : (f32) -> () loc(#loc10)
    }) : (tensor<4x?xf32>, index) -> tensor<4x?xf32> loc(#loc7)
    %3 = "tensor.pad"(%arg0, %1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1>, static_high = array<i64: -9223372036854775808, 1>, static_low = array<i64: -9223372036854775808, 1>}> ({
    ^bb0(%arg5: index loc("input.mlir":15:8), %arg6: index loc("input.mlir":15:19)):
      "tensor.yield"(%arg1) : (f32) -> () loc(#loc14)
    }) : (tensor<4x?xf32>, index, index) -> tensor<?x?xf32> loc(#loc11)
    %4 = "tensor.pad"(%arg0) <{nofold, operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0>, static_low = array<i64: 0, 0>}> ({
    ^bb0(%arg3: index loc("input.mlir":19:8), %arg4: index loc("input.mlir":19:19)):
      "tensor.yield"(%arg1) : (f32) -> () loc(#loc18)
    }) : (tensor<4x?xf32>) -> tensor<4x?xf32> loc(#loc15)
    "func.return"(%2, %3, %4) : (tensor<4x?xf32>, tensor<?x?xf32>, tensor<4x?xf32>) -> () loc(#loc19)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":7:1)
#loc5 = loc("input.mlir":8:9)
#loc6 = loc("input.mlir":9:9)
#loc7 = loc("input.mlir":10:8)
#loc10 = loc("input.mlir":12:5)
#loc11 = loc("input.mlir":14:8)
#loc14 = loc("input.mlir":16:5)
#loc15 = loc("input.mlir":18:8)
#loc18 = loc("input.mlir":20:5)
#loc19 = loc("input.mlir":22:3)

