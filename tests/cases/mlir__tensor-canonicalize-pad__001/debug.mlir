#loc2 = loc("input.mlir":2:18)
#loc3 = loc("input.mlir":2:39)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":5:19)
#loc10 = loc("input.mlir":9:8)
#loc11 = loc("input.mlir":9:19)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x4xf32>, f32) -> (tensor<?x?xf32>, tensor<8x8xf32>), sym_name = "casts"}> ({
  ^bb0(%arg0: tensor<4x4xf32> loc("input.mlir":2:18), %arg1: f32 loc("input.mlir":2:39)):
    %0 = "tensor.cast"(%arg0) : (tensor<4x4xf32>) -> tensor<?x?xf32> loc(#loc4)
    %1 = "tensor.pad"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 1, 1>, static_low = array<i64: 1, 1>}> ({
    ^bb0(%arg4: index loc("input.mlir":5:8), %arg5: index loc("input.mlir":5:19)):
      "tensor.yield"(%arg1) : (f32) -> () loc(#loc8)
    }) : (tensor<?x?xf32>) -> tensor<?x?xf32> loc(#loc5)
    %2 = "tensor.pad"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 2, 2>, static_low = array<i64: 2, 2>}> ({
    ^bb0(%arg2: index loc("input.mlir":9:8), %arg3: index loc("input.mlir":9:19)):
      "tensor.yield"(%arg1) : (f32) -> () loc(#loc12)
    }) : (tensor<?x?xf32>) -> tensor<?x?xf32> loc(#loc9)
    %3 = "tensor.cast"(%2) : (tensor<?x?xf32>) -> tensor<8x8xf32> loc(#loc13)
    "func.return"(%1, %3) : (tensor<?x?xf32>, tensor<8x8xf32>) -> () loc(#loc14)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc8 = loc("input.mlir":6:5)
#loc9 = loc("input.mlir":8:8)
#loc12 = loc("input.mlir":10:5)
#loc13 = loc("input.mlir":12:8)
#loc14 = loc("input.mlir":13:3)

