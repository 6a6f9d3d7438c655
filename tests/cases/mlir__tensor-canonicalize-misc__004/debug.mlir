#loc2 = loc("input.mlir":2:15)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (tensor<?x?x?xf32>, index), sym_name = "e1"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:15)):
    %0 = "arith.constant"() <{value = 3 : index}> : () -> index loc(#loc3)
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc4)
    %2 = "tensor.empty"(%arg0, %0, %arg0) : (index, index, index) -> tensor<?x?x?xf32> loc(#loc5)
    %3 = "tensor.dim"(%2, %1) : (tensor<?x?x?xf32>, index) -> index loc(#loc6)
    %4 = "tensor.cast"(%2) : (tensor<?x?x?xf32>) -> tensor<2x?x?xf32> loc(#loc7)
    %5 = "tensor.dim"(%4, %1) : (tensor<2x?x?xf32>, index) -> index loc(#loc8)
    "func.return"(%2, %5) : (tensor<?x?x?xf32>, index) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:9)
#loc4 = loc("input.mlir":4:9)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:8)
#loc8 = loc("input.mlir":8:8)
#loc9 = loc("input.mlir":9:3)

