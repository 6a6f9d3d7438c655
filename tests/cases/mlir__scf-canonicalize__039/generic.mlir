"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xf32>, tensor<1xf32>) -> tensor<8xf32>, sym_name = "promote"}> ({
  ^bb0(%arg0: tensor<8xf32>, %arg1: tensor<1xf32>):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "scf.forall"(%0, %arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 5>}> ({
    ^bb0(%arg2: index, %arg3: tensor<8xf32>):
      "test.use"(%arg2) : (index) -> ()
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%arg1, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 2>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf32>, tensor<8xf32>) -> ()
      }) : () -> ()
    }) : (index, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%1) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

