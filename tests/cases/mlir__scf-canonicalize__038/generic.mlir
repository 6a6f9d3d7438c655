"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xf32>, index, tensor<1xf32>) -> (tensor<8xf32>, tensor<8xf32>), sym_name = "g"}> ({
  ^bb0(%arg0: tensor<8xf32>, %arg1: index, %arg2: tensor<1xf32>):
    %0:2 = "scf.forall"(%arg1, %arg0, %arg0) <{operandSegmentSizes = array<i32: 0, 1, 0, 2>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 1, -9223372036854775808>}> ({
    ^bb0(%arg3: index, %arg4: index, %arg5: tensor<8xf32>, %arg6: tensor<8xf32>):
      "test.use"(%arg3, %arg4) : (index, index) -> ()
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg2, %arg5, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<8xf32>, index) -> ()
      }) : () -> ()
    }) : (index, tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
    "func.return"(%0#0, %0#1) : (tensor<8xf32>, tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

