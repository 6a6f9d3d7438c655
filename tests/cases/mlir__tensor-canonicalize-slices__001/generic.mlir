"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xf32>) -> (tensor<?xf32>, tensor<?xf32>), sym_name = "out_of_bounds"}> ({
  ^bb0(%arg0: tensor<8xf32>):
    %0 = "arith.constant"() <{value = 9 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.constant"() <{value = -1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "tensor.extract_slice"(%arg0, %0, %1, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: -9223372036854775808>}> : (tensor<8xf32>, index, index, index) -> tensor<?xf32>
    %5 = "tensor.extract_slice"(%arg0, %2, %1, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: -9223372036854775808>}> : (tensor<8xf32>, index, index, index) -> tensor<?xf32>
    "func.return"(%4, %5) : (tensor<?xf32>, tensor<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

