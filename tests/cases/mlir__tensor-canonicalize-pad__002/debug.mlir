#loc2 = loc("input.mlir":2:24)
#loc3 = loc("input.mlir":2:45)
#loc4 = loc("input.mlir":2:54)
#loc6 = loc("input.mlir":4:8)
#loc7 = loc("input.mlir":4:19)
#loc10 = loc("input.mlir":8:8)
#loc11 = loc("input.mlir":8:19)
#loc14 = loc("input.mlir":12:8)
#loc15 = loc("input.mlir":12:19)
#loc18 = loc("input.mlir":16:8)
#loc19 = loc("input.mlir":16:19)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x2xf32>, f32, f32) -> (tensor<5x7xf32>, tensor<3x4xf32>), sym_name = "consecutive"}> ({
  ^bb0(%arg0: tensor<1x2xf32> loc("input.mlir":2:24), %arg1: f32 loc("input.mlir":2:45), %arg2: f32 loc("input.mlir":2:54)):
    %0 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 2>, static_low = array<i64: 0, 1>}> ({
    ^bb0(%arg9: index loc("input.mlir":4:8), %arg10: index loc("input.mlir":4:19)):
      "tensor.yield"(%arg1) : (f32) -> () loc(#loc8)
    }) : (tensor<1x2xf32>) -> tensor<1x5xf32> loc(#loc5)
    %1 = "tensor.pad"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 3, 0>, static_low = array<i64: 1, 2>}> ({
    ^bb0(%arg7: index loc("input.mlir":8:8), %arg8: index loc("input.mlir":8:19)):
      "tensor.yield"(%arg1) : (f32) -> () loc(#loc12)
    }) : (tensor<1x5xf32>) -> tensor<5x7xf32> loc(#loc9)
    %2 = "tensor.pad"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0>, static_low = array<i64: 1, 1>}> ({
    ^bb0(%arg5: index loc("input.mlir":12:8), %arg6: index loc("input.mlir":12:19)):
      "tensor.yield"(%arg1) : (f32) -> () loc(#loc16)
    }) : (tensor<1x2xf32>) -> tensor<2x3xf32> loc(#loc13)
    %3 = "tensor.pad"(%2) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_high = array<i64: 0, 0>, static_low = array<i64: 1, 1>}> ({
    ^bb0(%arg3: index loc("input.mlir":16:8), %arg4: index loc("input.mlir":16:19)):
      "tensor.yield"(%arg2) : (f32) -> () loc(#loc20)
    }) : (tensor<2x3xf32>) -> tensor<3x4xf32> loc(#loc17)
    "func.return"(%1, %3) : (tensor<5x7xf32>, tensor<3x4xf32>) -> () loc(#loc21)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:8)
#loc8 = loc("input.mlir":5:5)
#loc9 = loc("input.mlir":7:8)
#loc12 = loc("input.mlir":9:5)
#loc13 = loc("input.mlir":11:8)
#loc16 = loc("input.mlir":13:5)
#loc17 = loc("input.mlir":15:8)
#loc20 = loc("input.mlir":17:5)
#loc21 = loc("input.mlir":19:3)

