"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xf32>, index, tensor<1xf32>) -> tensor<?xf32>, sym_name = "cast"}> ({
  ^bb0(%arg0: tensor<8xf32>, %arg1: index, %arg2: tensor<1xf32>):
    %0 = "tensor.cast"(%arg0) : (tensor<8xf32>) -> tensor<?xf32>
    %1 = "scf.forall"(%arg1, %0) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg3: index, %arg4: tensor<?xf32>):
      "test.use"(%arg4) : (tensor<?xf32>) -> ()
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg2, %arg4, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<?xf32>, index) -> ()
      }) : () -> ()
    }) : (index, tensor<?xf32>) -> tensor<?xf32>
    "func.return"(%1) : (tensor<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

