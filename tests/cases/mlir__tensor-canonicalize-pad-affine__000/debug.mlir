#loc2 = loc("input.mlir":5:15)
#loc3 = loc("input.mlir":5:36)
#loc4 = loc("input.mlir":5:47)
#loc5 = loc("input.mlir":5:58)
#loc7 = loc("input.mlir":7:8)
#loc8 = loc("input.mlir":7:19)
#loc11 = loc("input.mlir":11:8)
#loc12 = loc("input.mlir":11:19)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x?xf32>, index, index, f32) -> tensor<?x?xf32>, sym_name = "m1"}> ({
  ^bb0(%arg0: tensor<?x?xf32> loc("input.mlir":5:15), %arg1: index loc("input.mlir":5:36), %arg2: index loc("input.mlir":5:47), %arg3: f32 loc("input.mlir":5:58)):
    %0 = "tensor.pad"(%arg0, %arg1, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 2, 1>, static_high = array<i64: -9223372036854775808, 0>, static_low = array<i64: -9223372036854775808, -9223372036854775808>}> ({
    ^bb0(%arg6: index loc("input.mlir":7:8), %arg7: index loc("input.mlir":7:19)):
      "tensor.yield"(%arg3) : (f32) -> () loc(#loc9)
    }) : (tensor<?x?xf32>, index, index, index) -> tensor<?x?xf32> loc(#loc6)
    %1 = "tensor.pad"(%0, %arg2, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 2, 1>, static_high = array<i64: -9223372036854775808, 3>, static_low = array<i64: -9223372036854775808, -9223372036854775808>}> ({
    ^bb0(%arg4: index loc("input.mlir":11:8), %arg5: index loc("input.mlir":11:19)):
      "tensor.yield"(%arg3) : (f32) -> () loc(#loc13)
    }) : (tensor<?x?xf32>, index, index, index) -> tensor<?x?xf32> loc(#loc10)
    "func.return"(%1) : (tensor<?x?xf32>) -> () loc(#loc14)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":5:1)
#loc6 = loc("input.mlir":6:8)
#loc9 = loc("input.mlir":8:5)
#loc10 = loc("input.mlir":10:8)
#loc13 = loc("input.mlir":12:5)
#loc14 = loc("input.mlir":14:3)

