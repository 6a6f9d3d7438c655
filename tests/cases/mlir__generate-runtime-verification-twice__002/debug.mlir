#loc2 = loc("input.mlir":2:18)
#loc3 = loc("input.mlir":2:39)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x4xf32>, index) -> tensor<2x4xf32>, sym_name = "slice"}> ({
  ^bb0(%arg0: tensor<?x4xf32> loc("input.mlir":2:18), %arg1: index loc("input.mlir":2:39)):
    %0 = "tensor.extract_slice"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<?x4xf32>, index) -> tensor<2x4xf32> loc(#loc4)
    "func.return"(%0) : (tensor<2x4xf32>) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:3)

