"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x?xf32>, index, index, index, index) -> tensor<?x?xf32>, sym_name = "pairs"}> ({
  ^bb0(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: index, %arg3: index, %arg4: index):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "arith.constant"() <{value = 4 : index}> : () -> index
    %2 = "arith.muli"(%arg4, %0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %3 = "arith.addi"(%2, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %4 = "scf.for"(%arg1, %arg2, %arg3, %arg0) ({
    ^bb0(%arg5: index, %arg6: tensor<?x?xf32>):
      %5 = "tensor.extract_slice"(%arg6, %2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, index) -> tensor<4x8xf32>
      %6 = "tensor.extract_slice"(%arg6, %3) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, index) -> tensor<4x8xf32>
      %7 = "test.foo"(%5) : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %8 = "test.foo"(%6) : (tensor<4x8xf32>) -> tensor<4x8xf32>
      %9 = "tensor.insert_slice"(%7, %arg6, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>, tensor<?x?xf32>, index) -> tensor<?x?xf32>
      %10 = "tensor.insert_slice"(%8, %9, %3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 4, 8>, static_strides = array<i64: 1, 1>}> : (tensor<4x8xf32>, tensor<?x?xf32>, index) -> tensor<?x?xf32>
      "scf.yield"(%10) : (tensor<?x?xf32>) -> ()
    }) : (index, index, index, tensor<?x?xf32>) -> tensor<?x?xf32>
    "func.return"(%4) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

