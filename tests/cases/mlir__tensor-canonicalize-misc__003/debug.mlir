#loc2 = loc("input.mlir":2:15)
#loc3 = loc("input.mlir":2:37)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x16xf32>, index) -> tensor<?x?xf32>, sym_name = "s3"}> ({
  ^bb0(%arg0: tensor<8x16xf32> loc("input.mlir":2:15), %arg1: index loc("input.mlir":2:37)):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc4)
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index loc(#loc5)
    %2 = "tensor.extract_slice"(%arg0, %arg1, %0, %1, %0) <{operandSegmentSizes = array<i32: 1, 1, 2, 1>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, -9223372036854775808>}> : (tensor<8x16xf32>, index, index, index, index) -> tensor<?x?xf32> loc(#loc6)
    "func.return"(%2) : (tensor<?x?xf32>) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:9)
#loc5 = loc("input.mlir":4:9)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:3)

