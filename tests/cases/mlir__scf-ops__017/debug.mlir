#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:25)
#loc4 = loc("input.mlir":2:44)
#loc9 = loc("input.mlir":6:22)
#loc10 = loc("input.mlir":6:26)
#loc11 = loc("input.mlir":6:78)
#loc12 = loc("input.mlir":6:87)
#loc15 = loc("input.mlir":10:20)
#loc16 = loc("input.mlir":10:63)
#loc19 = loc("input.mlir":14:15)
#loc22 = loc("input.mlir":17:15)
"builtin.module"() ({
  "func.func"() <{function_type = (index, tensor<4xf32>, tensor<?xf32>) -> (tensor<4xf32>, tensor<?xf32>), sym_name = "f"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:14), %arg1: tensor<4xf32> loc("input.mlir":2:25), %arg2: tensor<?xf32> loc("input.mlir":2:44)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc5)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc6)
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index loc(#loc7)
    %3:2 = "scf.forall"(%0, %arg0, %1, %arg1, %arg2) <{mapping = [#gpu.thread<x>, #gpu.block<y>], operandSegmentSizes = array<i32: 1, 1, 1, 2>, staticLowerBound = array<i64: -9223372036854775808, 0>, staticStep = array<i64: -9223372036854775808, 1>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({
    ^bb0(%arg7: index loc("input.mlir":6:22), %arg8: index loc("input.mlir":6:26), %arg9: tensor<4xf32> loc("input.mlir":6:78), %arg10: tensor<?xf32> loc("input.mlir":6:87)):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) {inpar} : () -> () loc(#loc13)
    }) {other = 3 : i64} : (index, index, index, tensor<4xf32>, tensor<?xf32>) -> (tensor<4xf32>, tensor<?xf32>) loc(#loc8)
    %4 = "scf.forall"(%0, %arg0, %2, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg5: index loc("input.mlir":10:20), %arg6: tensor<4xf32> loc("input.mlir":10:63)):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc17)
    }) : (index, index, index, tensor<4xf32>) -> tensor<4xf32> loc(#loc14)
    "scf.forall"() <{mapping = [], operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 10>}> ({
    ^bb0(%arg4: index loc("input.mlir":14:15)):
      "test.body"(%arg4) : (index) -> () loc(#loc20)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc18)
    }) : () -> () loc(#loc18)
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 1>, staticStep = array<i64: -1>, staticUpperBound = array<i64: 10>}> ({
    ^bb0(%arg3: index loc("input.mlir":17:15)):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc21)
    }) : () -> () loc(#loc21)
    "func.return"(%3#0, %3#1) : (tensor<4xf32>, tensor<?xf32>) -> () loc(#loc23)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:9)
#loc6 = loc("input.mlir":4:9)
#loc7 = loc("input.mlir":5:9)
#loc8 = loc("input.mlir":6:10)
#loc13 = loc("input.mlir":7:5)
#loc14 = loc("input.mlir":10:8)
#loc17 = loc("input.mlir":11:5)
#loc18 = loc("input.mlir":14:3)
#loc20 = loc("input.mlir":15:5)
#loc21 = loc("input.mlir":17:3)
#loc23 = loc("input.mlir":19:3)

