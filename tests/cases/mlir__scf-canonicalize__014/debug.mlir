#loc2 = loc("input.mlir":2:28)
#loc3 = loc("input.mlir":2:53)
#loc4 = loc("input.mlir":2:65)
#loc5 = loc("input.mlir":2:77)
#loc8 = loc("input.mlir":4:16)
#loc9 = loc("input.mlir":4:50)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<32x1024xf32>, index, index, index) -> tensor<?x?xf32>, sym_name = "for_tensor_cast"}> ({
  ^bb0(%arg0: tensor<32x1024xf32> loc("input.mlir":2:28), %arg1: index loc("input.mlir":2:53), %arg2: index loc("input.mlir":2:65), %arg3: index loc("input.mlir":2:77)):
    %0 = "tensor.cast"(%arg0) : (tensor<32x1024xf32>) -> tensor<?x?xf32> loc(#loc6)
    %1 = "scf.for"(%arg1, %arg2, %arg3, %0) ({
    ^bb0(%arg4: index loc("input.mlir":4:16), %arg5: tensor<?x?xf32> loc("input.mlir":4:50)):
      %2 = "test.do"(%arg5) : (tensor<?x?xf32>) -> tensor<?x?xf32> loc(#loc10)
      "scf.yield"(%2) : (tensor<?x?xf32>) -> () loc(#loc11)
    }) : (index, index, index, tensor<?x?xf32>) -> tensor<?x?xf32> loc(#loc7)
    "func.return"(%1) : (tensor<?x?xf32>) -> () loc(#loc12)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":3:8)
#loc7 = loc("input.mlir":4:8)
#loc10 = loc("input.mlir":5:10)
#loc11 = loc("input.mlir":6:5)
#loc12 = loc("input.mlir":8:3)

