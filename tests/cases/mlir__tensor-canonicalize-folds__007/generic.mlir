"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x4xf32>, tensor<?x4xf32>, f32, index) -> (tensor<?x?xf32>, index, index), sym_name = "destination_style"}> ({
  ^bb0(%arg0: tensor<4x4xf32>, %arg1: tensor<?x4xf32>, %arg2: f32, %arg3: index):
    %0 = "tensor.cast"(%arg0) : (tensor<4x4xf32>) -> tensor<?x?xf32>
    %1 = "tensor.insert"(%arg2, %0, %arg3, %arg3) : (f32, tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "tensor.insert"(%arg2, %arg1, %arg3, %arg3) : (f32, tensor<?x4xf32>, index, index) -> tensor<?x4xf32>
    %4 = "tensor.dim"(%3, %2) : (tensor<?x4xf32>, index) -> index
    %5 = "scf.forall"(%arg1) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg4: index, %arg5: tensor<?x4xf32>):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (tensor<?x4xf32>) -> tensor<?x4xf32>
    %6 = "tensor.dim"(%5, %2) : (tensor<?x4xf32>, index) -> index
    "func.return"(%1, %4, %6) : (tensor<?x?xf32>, index, index) -> ()
  }) : () -> ()
}) : () -> ()

