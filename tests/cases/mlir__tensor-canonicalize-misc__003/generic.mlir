"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x16xf32>, index) -> tensor<?x?xf32>, sym_name = "s3"}> ({
  ^bb0(%arg0: tensor<8x16xf32>, %arg1: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "tensor.extract_slice"(%arg0, %arg1, %0, %1, %0) <{operandSegmentSizes = array<i32: 1, 1, 2, 1>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, -9223372036854775808>}> : (tensor<8x16xf32>, index, index, index, index) -> tensor<?x?xf32>
    "func.return"(%2) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

