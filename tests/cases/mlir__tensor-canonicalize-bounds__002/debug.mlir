#loc2 = loc("input.mlir":2:15)
#loc3 = loc("input.mlir":2:34)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf32>, index) -> tensor<8xf32>, sym_name = "k2"}> ({
  ^bb0(%arg0: tensor<4xf32> loc("input.mlir":2:15), %arg1: index loc("input.mlir":2:34)):
    %0 = "tensor.extract_slice"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<4xf32>, index) -> tensor<?xf32> loc(#loc4)
    %1 = "tensor.cast"(%0) : (tensor<?xf32>) -> tensor<8xf32> loc(#loc5)
    "func.return"(%1) : (tensor<8xf32>) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:3)

