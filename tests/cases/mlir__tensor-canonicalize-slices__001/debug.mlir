#loc2 = loc("input.mlir":2:26)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xf32>) -> (tensor<?xf32>, tensor<?xf32>), sym_name = "out_of_bounds"}> ({
  ^bb0(%arg0: tensor<8xf32> loc("input.mlir":2:26)):
    %0 = "arith.constant"() <{value = 9 : index}> : () -> index loc(#loc3)
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index loc(#loc4)
    %2 = "arith.constant"() <{value = -1 : index}> : () -> index loc(#loc5)
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc6)
    %4 = "tensor.extract_slice"(%arg0, %0, %1, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: -9223372036854775808>}> : (tensor<8xf32>, index, index, index) -> tensor<?xf32> loc(#loc7)
    %5 = "tensor.extract_slice"(%arg0, %2, %1, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: -9223372036854775808>}> : (tensor<8xf32>, index, index, index) -> tensor<?xf32> loc(#loc8)
    "func.return"(%4, %5) : (tensor<?xf32>, tensor<?xf32>) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:9)
#loc4 = loc("input.mlir":4:9)
#loc5 = loc("input.mlir":5:9)
#loc6 = loc("input.mlir":6:9)
#loc7 = loc("input.mlir":7:8)
#loc8 = loc("input.mlir":8:8)
#loc9 = loc("input.mlir":9:3)

