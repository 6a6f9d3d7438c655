"builtin.module"() ({
  "func.func"() <{function_type = (index, tensor<100xf32>) -> tensor<100xf32>, sym_name = "normalized_forall"}> ({
  ^bb0(%arg0: index, %arg1: tensor<100xf32>):
    %0 = "scf.forall"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg2: index, %arg3: tensor<100xf32>):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, tensor<100xf32>) -> tensor<100xf32>
    "func.return"(%0) : (tensor<100xf32>) -> ()
  }) : () -> ()
}) : () -> ()

