#loc2 = loc("input.mlir":3:21)
#loc3 = loc("input.mlir":3:32)
#loc4 = loc("input.mlir":3:51)
#loc9 = loc("input.mlir":7:17)
#loc14 = loc("input.mlir":12:20)
#loc15 = loc("input.mlir":12:44)
"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<?xi32>, tensor<?xi32>) -> tensor<?xi32>, sym_name = "parallel"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:21), %arg1: memref<?xi32> loc("input.mlir":3:32), %arg2: tensor<?xi32> loc("input.mlir":3:51)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc5)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc6)
    %2 = "arith.constant"() <{value = 7 : i32}> : () -> i32 loc(#loc7)
    "scf.parallel"(%0, %arg0, %1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg5: index loc("input.mlir":7:17)):
      %5 = "arith.addi"(%2, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc10)
      "memref.store"(%2, %arg1, %arg5) : (i32, memref<?xi32>, index) -> () loc(#loc11)
      "scf.reduce"() : () -> () loc(#loc12)
    }) : (index, index, index) -> () loc(#loc8)
    %3 = "scf.forall"(%arg0, %arg2) <{operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
    ^bb0(%arg3: index loc("input.mlir":12:20), %arg4: tensor<?xi32> loc("input.mlir":12:44)):
      %4 = "tensor.extract"(%arg4, %arg3) : (tensor<?xi32>, index) -> i32 loc(#loc16)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc17)
    }) : (index, tensor<?xi32>) -> tensor<?xi32> loc(#loc13)
    "func.return"(%arg2) : (tensor<?xi32>) -> () loc(#loc18)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:9)
#loc6 = loc("input.mlir":5:9)
#loc7 = loc("input.mlir":6:8)
#loc8 = loc("input.mlir":7:3)
#loc10 = loc("input.mlir":8:13)
#loc11 = loc("input.mlir":9:5)
#loc12 = loc("input.mlir":10:5)
#loc13 = loc("input.mlir":12:8)
#loc16 = loc("input.mlir":13:10)
#loc17 = loc("input.mlir":14:5)
#loc18 = loc("input.mlir":17:3)

