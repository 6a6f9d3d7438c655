"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8x8xf32>, tensor<?x?xf32>, index) -> tensor<8x8xf32>, sym_name = "parallel"}> ({
  ^bb0(%arg0: tensor<8x8xf32>, %arg1: tensor<?x?xf32>, %arg2: index):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg3: index, %arg4: tensor<8x8xf32>):
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg1, %arg4, %arg3, %0, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 2, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<?x?xf32>, tensor<8x8xf32>, index, index, index) -> ()
      }) : () -> ()
    }) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%1) : (tensor<8x8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

