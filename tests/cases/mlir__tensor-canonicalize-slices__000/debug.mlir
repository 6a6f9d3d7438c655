#loc2 = loc("input.mlir":7:31)
#loc3 = loc("input.mlir":7:55)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x16x4xf32>, index) -> (tensor<?x?x?xf32>, tensor<?x?xf32>), sym_name = "constant_arguments"}> ({
  ^bb0(%arg0: tensor<8x16x4xf32> loc("input.mlir":7:31), %arg1: index loc("input.mlir":7:55)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc4)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc5)
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index loc(#loc6)
    %3 = "arith.constant"() <{value = 4 : index}> : () -> index loc(#loc7)
    %4 = "tensor.extract_slice"(%arg0, %0, %1, %arg1, %3, %1, %2, %1, %1, %1) <{operandSegmentSizes = array<i32: 1, 3, 3, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (tensor<8x16x4xf32>, index, index, index, index, index, index, index, index, index) -> tensor<?x?x?xf32> loc(#loc8)
    %5 = "tensor.extract_slice"(%arg0, %0, %1, %arg1, %3, %2) <{operandSegmentSizes = array<i32: 1, 3, 2, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 1, -9223372036854775808>, static_strides = array<i64: 1, 1, 1>}> : (tensor<8x16x4xf32>, index, index, index, index, index) -> tensor<?x?xf32> loc(#loc9)
    "func.return"(%4, %5) : (tensor<?x?x?xf32>, tensor<?x?xf32>) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":7:1)
#loc4 = loc("input.mlir":8:9)
#loc5 = loc("input.mlir":9:9)
#loc6 = loc("input.mlir":10:9)
#loc7 = loc("input.mlir":11:9)
#loc8 = loc("input.mlir":12:8)
#loc9 = loc("input.mlir":13:8)
#loc10 = loc("input.mlir":14:3)

