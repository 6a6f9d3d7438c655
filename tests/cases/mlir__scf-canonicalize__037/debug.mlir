#loc2 = loc("input.mlir":2:28)
#loc3 = loc("input.mlir":2:47)
#loc5 = loc("input.mlir":3:20)
#loc6 = loc("input.mlir":3:24)
#loc7 = loc("input.mlir":3:51)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<8xf32>, index) -> tensor<8xf32>, sym_name = "forall_const_iv"}> ({
  ^bb0(%arg0: tensor<8xf32> loc("input.mlir":2:28), %arg1: index loc("input.mlir":2:47)):
    %0 = "scf.forall"(%arg1, %arg0) <{mapping = [#gpu.thread<x>, #gpu.thread<y>], operandSegmentSizes = array<i32: 0, 1, 0, 1>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 1, -9223372036854775808>}> ({
    ^bb0(%arg2: index loc("input.mlir":3:20), %arg3: index loc("input.mlir":3:24), %arg4: tensor<8xf32> loc("input.mlir":3:51)):
      "test.use"(%arg2, %arg3) : (index, index) -> () loc(#loc8)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc9)
    }) : (index, tensor<8xf32>) -> tensor<8xf32> loc(#loc4)
    "func.return"(%0) : (tensor<8xf32>) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc8 = loc("input.mlir":4:5)
#loc9 = loc("input.mlir":5:5)
#loc10 = loc("input.mlir":8:3)

