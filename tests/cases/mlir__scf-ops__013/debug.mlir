#loc2 = loc("input.mlir":2:40)
#loc3 = loc("input.mlir":2:52)
#loc4 = loc("input.mlir":2:64)
#loc5 = loc("input.mlir":2:78)
#loc9 = loc("input.mlir":5:25)
#loc10 = loc("input.mlir":5:71)
#loc13 = loc("input.mlir":9:21)
#loc14 = loc("input.mlir":9:65)
#loc17 = loc("input.mlir":13:15)
#loc18 = loc("input.mlir":13:19)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, tensor<100xf32>) -> tensor<100xf32>, sym_name = "explicit_loop_bounds_forall"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:40), %arg1: index loc("input.mlir":2:52), %arg2: index loc("input.mlir":2:64), %arg3: tensor<100xf32> loc("input.mlir":2:78)):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc6)
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc7)
    %2 = "scf.forall"(%arg0, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg8: index loc("input.mlir":5:25), %arg9: tensor<100xf32> loc("input.mlir":5:71)):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc11)
    }) : (index, index, index, tensor<100xf32>) -> tensor<100xf32> loc(#loc8)
    %3 = "scf.forall"(%1, %arg1, %0, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, staticLowerBound = array<i64: -9223372036854775808>, staticStep = array<i64: -9223372036854775808>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg6: index loc("input.mlir":9:21), %arg7: tensor<100xf32> loc("input.mlir":9:65)):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc15)
    }) : (index, index, index, tensor<100xf32>) -> tensor<100xf32> loc(#loc12)
    "scf.forall"(%1, %arg1, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, staticLowerBound = array<i64: -9223372036854775808, 0>, staticStep = array<i64: -9223372036854775808, 1>, staticUpperBound = array<i64: -9223372036854775808, 7>}> ({
    ^bb0(%arg4: index loc("input.mlir":13:15), %arg5: index loc("input.mlir":13:19)):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc16)
    }) : (index, index, index) -> () loc(#loc16)
    "func.return"(%2) : (tensor<100xf32>) -> () loc(#loc19)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":3:9)
#loc7 = loc("input.mlir":4:9)
#loc8 = loc("input.mlir":5:13)
#loc11 = loc("input.mlir":6:7)
#loc12 = loc("input.mlir":9:9)
#loc15 = loc("input.mlir":10:7)
#loc16 = loc("input.mlir":13:3)
#loc19 = loc("input.mlir":15:3)

