"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xf32>, index) -> tensor<8xf32>, sym_name = "forall_const_iv"}> ({
  ^bb0(%arg0: tensor<8xf32>, %arg1: index):
    %0 = "scf.forall"(%arg1, %arg0) <{mapping = [#gpu.thread<x>, #gpu.thread<y>], operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 1, -9223372036854775808>}> ({
    ^bb0(%arg2: index, %arg3: index, %arg4: tensor<8xf32>):
      "test.use"(%arg2, %arg3) : (index, index) -> ()
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%0) : (tensor<8xf32>) -> ()
  }) : () -> ()
}) : () -> ()

