#loc2 = loc("input.mlir":2:15)
#loc3 = loc("input.mlir":2:37)
#loc4 = loc("input.mlir":2:56)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x16xf32>, tensor<4xf32>, index) -> tensor<8x16xf32>, sym_name = "s2"}> ({
  ^bb0(%arg0: tensor<8x16xf32> loc("input.mlir":2:15), %arg1: tensor<4xf32> loc("input.mlir":2:37), %arg2: index loc("input.mlir":2:56)):
    %0 = "tensor.cast"(%arg1) : (tensor<4xf32>) -> tensor<?xf32> loc(#loc5)
    %1 = "tensor.insert_slice"(%0, %arg0, %arg2, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?xf32>, tensor<8x16xf32>, index, index) -> tensor<8x16xf32> loc(#loc6)
    "func.return"(%1) : (tensor<8x16xf32>) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:8)
#loc6 = loc("input.mlir":4:8)
#loc7 = loc("input.mlir":5:3)

