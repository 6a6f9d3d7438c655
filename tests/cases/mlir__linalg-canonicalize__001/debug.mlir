#loc2 = loc("input.mlir":2:25)
#loc3 = loc("input.mlir":2:34)
#loc6 = loc(unknown)
"builtin.module"() ({
  "func.func"() <{function_type = (f32, tensor<4x8xf32>) -> f32, sym_name = "fill_extract"}> ({
  ^bb0(%arg0: f32 loc("input.mlir":2:25), %arg1: tensor<4x8xf32> loc("input.mlir":2:34)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc4)
    %1 = "linalg.fill"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32 loc(unknown), %arg3: f32 loc(unknown)):
      "linalg.yield"(%arg2) : (f32) -> () loc(#loc6)
    }) : (f32, tensor<4x8xf32>) -> tensor<4x8xf32> loc(#loc5)
    %2 = "tensor.extract"(%1, %0, %0) : (tensor<4x8xf32>, index, index) -> f32 loc(#loc7)
    "func.return"(%2) : (f32) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:9)
#loc5 = loc("input.mlir":4:8)
#loc7 = loc("input.mlir":5:8)
#loc8 = loc("input.mlir":6:3)

