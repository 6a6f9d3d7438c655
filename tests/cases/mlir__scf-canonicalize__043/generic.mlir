"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xf32>, tensor<1xf32>, index) -> tensor<8xf32>, sym_name = "control"}> ({
  ^bb0(%arg0: tensor<8xf32>, %arg1: tensor<1xf32>, %arg2: index):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "scf.forall"(%0, %arg2, %1, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg3: index, %arg4: tensor<8xf32>):
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg1, %arg4, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<8xf32>, index) -> ()
      }) : () -> ()
    }) : (index, index, index, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%2) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

