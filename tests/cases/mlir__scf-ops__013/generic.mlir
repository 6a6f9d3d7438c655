"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, tensor<100xf32>) -> tensor<100xf32>, sym_name = "explicit_loop_bounds_forall"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: tensor<100xf32>):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "scf.forall"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg8: index, %arg9: tensor<100xf32>):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, index, index, tensor<100xf32>) -> tensor<100xf32>
    %3 = "scf.forall"(%1, %arg1, %0, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg6: index, %arg7: tensor<100xf32>):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, index, index, tensor<100xf32>) -> tensor<100xf32>
    "scf.forall"(%1, %arg1, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: -9223372036854775808, 0>, staticStep = array<i64: -9223372036854775808, 1>, staticUpperBound = array<i64: -9223372036854775808, 7>}> ({
    ^bb0(%arg4: index, %arg5: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, index, index) -> ()
    "func.return"(%2) : (tensor<100xf32>) -> ()
  }) : () -> ()
}) : () -> ()

