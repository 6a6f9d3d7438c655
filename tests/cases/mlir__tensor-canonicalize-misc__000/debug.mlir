#loc2 = loc("input.mlir":7:15)
#loc3 = loc("input.mlir":7:36)
#loc4 = loc("input.mlir":7:45)
#loc7 = loc("input.mlir":10:8)
#loc8 = loc("input.mlir":10:19)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x4xf32>, f32, index) -> tensor<?x?xf32>, sym_name = "p1"}> ({
  ^bb0(%arg0: tensor<4x4xf32> loc("input.mlir":7:15), %arg1: f32 loc("input.mlir":7:36), %arg2: index loc("input.mlir":7:45)):
    %0 = "tensor.cast"(%arg0) : (tensor<4x4xf32>) -> tensor<?x?xf32> loc(#loc5)
    %1 = "tensor.pad"(%0, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 1, 1>, static_low = array<i64: -9223372036854775808, 1>}> ({
    ^bb0(%arg3: index loc("input.mlir":10:8), %arg4: index loc("input.mlir":10:19)):
      "tensor.yield"(%arg1) : (f32) -> () loc(#loc9)
    }) : (tensor<?x?xf32>, index) -> tensor<?x?xf32> loc(#loc6)
    "func.return"(%1) : (tensor<?x?xf32>) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":7:1)
#loc5 = loc("input.mlir":8:8)
#loc6 = loc("input.mlir":9:8)
#loc9 = loc("input.mlir":11:5)
#loc10 = loc("input.mlir":13:3)

