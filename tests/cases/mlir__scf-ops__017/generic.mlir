"builtin.module"() ({
  "func.func"() <{function_type = (index, tensor<4xf32>, tensor<?xf32>) -> (tensor<4xf32>, tensor<?xf32>), sym_name = "f"}> ({
  ^bb0(%arg0: index, %arg1: tensor<4xf32>, %arg2: tensor<?xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3:2 = "scf.forall"(%0, %arg0, %1, %arg1, %arg2) <{mapping = [#gpu.thread<x>, #gpu.block<y>], operandSegmentSizes = array<i32: 1, 1, 1, 2>, staticLowerBound = array<i64: -9223372036854775808, 0>, staticStep = array<i64: -9223372036854775808, 1>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({
    ^bb0(%arg7: index, %arg8: index, %arg9: tensor<4xf32>, %arg10: tensor<?xf32>):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) {inpar} : () -> ()
    }) {other = 3 : i64} : (index, index, index, tensor<4xf32>, tensor<?xf32>) -> (tensor<4xf32>, tensor<?xf32>)
    %4 = "scf.forall"(%0, %arg0, %2, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg5: index, %arg6: tensor<4xf32>):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, index, index, tensor<4xf32>) -> tensor<4xf32>
    "scf.forall"() <{mapping = [], operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 10>}> ({
    ^bb0(%arg4: index):
      "test.body"(%arg4) : (index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 1>, staticStep = array<i64: -1>, staticUpperBound = array<i64: 10>}> ({
    ^bb0(%arg3: index):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    "func.return"(%3#0, %3#1) : (tensor<4xf32>, tensor<?xf32>) -> ()
  }) : () -> ()
}) : () -> ()

