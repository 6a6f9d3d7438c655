"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<?xi32>, tensor<?xi32>) -> tensor<?xi32>, sym_name = "parallel"}> ({
  ^bb0(%arg0: index, %arg1: memref<?xi32>, %arg2: tensor<?xi32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "arith.constant"() <{value = 7 : i32}> : () -> i32
    "scf.parallel"(%0, %arg0, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg5: index):
      %5 = "arith.addi"(%2, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "memref.store"(%2, %arg1, %arg5) : (i32, memref<?xi32>, index) -> ()
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    %3 = "scf.forall"(%arg0, %arg2) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg3: index, %arg4: tensor<?xi32>):
      %4 = "tensor.extract"(%arg4, %arg3) : (tensor<?xi32>, index) -> i32
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : (index, tensor<?xi32>) -> tensor<?xi32>
    "func.return"(%arg2) : (tensor<?xi32>) -> ()
  }) : () -> ()
}) : () -> ()

