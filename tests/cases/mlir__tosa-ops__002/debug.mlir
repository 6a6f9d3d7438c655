#loc2 = loc("input.mlir":2:25)
#loc3 = loc("input.mlir":2:42)
#loc5 = loc("input.mlir":3:25)
#loc9 = loc("input.mlir":8:8)
#loc12 = loc("input.mlir":12:8)
#loc14 = loc("input.mlir":15:8)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<i32>, tensor<i1>) -> tensor<i32>, sym_name = "control_flow"}> ({
  ^bb0(%arg0: tensor<i32> loc("input.mlir":2:25), %arg1: tensor<i1> loc("input.mlir":2:42)):
    %0 = "tosa.while_loop"(%arg0) ({
    ^bb0(%arg5: tensor<i32> loc("input.mlir":3:25)):
      %2 = "tosa.const"() <{values = dense<10> : tensor<i32>}> : () -> tensor<i32> loc(#loc6)
      %3 = "tosa.greater_equal"(%2, %arg5) : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc7)
      "tosa.yield"(%3) : (tensor<i1>) -> () loc(#loc8)
    }, {
    ^bb0(%arg4: tensor<i32> loc("input.mlir":8:8)):
      "tosa.yield"(%arg4) : (tensor<i32>) -> () loc(#loc10)
    }) : (tensor<i32>) -> tensor<i32> loc(#loc4)
    %1 = "tosa.cond_if"(%arg1, %0) ({
    ^bb0(%arg3: tensor<i32> loc("input.mlir":12:8)):
      "tosa.yield"(%arg3) : (tensor<i32>) -> () loc(#loc13)
    }, {
    ^bb0(%arg2: tensor<i32> loc("input.mlir":15:8)):
      "tosa.yield"(%arg0) : (tensor<i32>) -> () loc(#loc15)
    }) : (tensor<i1>, tensor<i32>) -> tensor<i32> loc(#loc11)
    "func.return"(%1) : (tensor<i32>) -> () loc(#loc16)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc6 = loc("input.mlir":4:10)
#loc7 = loc("input.mlir":5:10)
#loc8 = loc("input.mlir":6:5)
#loc10 = loc("input.mlir":9:5)
#loc11 = loc("input.mlir":11:8)
#loc13 = loc("input.mlir":13:5)
#loc15 = loc("input.mlir":16:5)
#loc16 = loc("input.mlir":18:3)

