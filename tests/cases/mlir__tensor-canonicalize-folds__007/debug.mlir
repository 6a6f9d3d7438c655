#loc2 = loc("input.mlir":2:30)
#loc3 = loc("input.mlir":2:51)
#loc4 = loc("input.mlir":2:72)
#loc5 = loc("input.mlir":2:81)
#loc12 = loc("input.mlir":8:20)
#loc13 = loc("input.mlir":8:43)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4x4xf32>, tensor<?x4xf32>, f32, index) -> (tensor<?x?xf32>, index, index), sym_name = "destination_style"}> ({
  ^bb0(%arg0: tensor<4x4xf32> loc("input.mlir":2:30), %arg1: tensor<?x4xf32> loc("input.mlir":2:51), %arg2: f32 loc("input.mlir":2:72), %arg3: index loc("input.mlir":2:81)):
    %0 = "tensor.cast"(%arg0) : (tensor<4x4xf32>) -> tensor<?x?xf32> loc(#loc6)
    %1 = "tensor.insert"(%arg2, %0, %arg3, %arg3) : (f32, tensor<?x?xf32>, index, index) -> tensor<?x?xf32> loc(#loc7)
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc8)
    %3 = "tensor.insert"(%arg2, %arg1, %arg3, %arg3) : (f32, tensor<?x4xf32>, index, index) -> tensor<?x4xf32> loc(#loc9)
    %4 = "tensor.dim"(%3, %2) : (tensor<?x4xf32>, index) -> index loc(#loc10)
    %5 = "scf.forall"(%arg1) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg4: index loc("input.mlir":8:20), %arg5: tensor<?x4xf32> loc("input.mlir":8:43)):
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> () loc(#loc14)
    }) : (tensor<?x4xf32>) -> tensor<?x4xf32> loc(#loc11)
    %6 = "tensor.dim"(%5, %2) : (tensor<?x4xf32>, index) -> index loc(#loc15)
    "func.return"(%1, %4, %6) : (tensor<?x?xf32>, index, index) -> () loc(#loc16)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":3:8)
#loc7 = loc("input.mlir":4:8)
#loc8 = loc("input.mlir":5:9)
#loc9 = loc("input.mlir":6:8)
#loc10 = loc("input.mlir":7:8)
#loc11 = loc("input.mlir":8:8)
#loc14 = loc("input.mlir":9:5)
#loc15 = loc("input.mlir":12:8)
#loc16 = loc("input.mlir":13:3)

