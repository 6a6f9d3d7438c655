#loc2 = loc("input.mlir":3:17)
#loc3 = loc("input.mlir":3:36)
#loc8 = loc("input.mlir":7:18)
#loc9 = loc("input.mlir":7:54)
#loc10 = loc("input.mlir":7:63)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?xf32>, tensor<?xf32>) -> index, sym_name = "swap"}> ({
  ^bb0(%arg0: tensor<?xf32> loc("input.mlir":3:17), %arg1: tensor<?xf32> loc("input.mlir":3:36)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc4)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc5)
    %2 = "arith.constant"() <{value = 10 : index}> : () -> index loc(#loc6)
    %3:2 = "scf.for"(%0, %2, %1, %arg0, %arg1) ({
    ^bb0(%arg2: index loc("input.mlir":7:18), %arg3: tensor<?xf32> loc("input.mlir":7:54), %arg4: tensor<?xf32> loc("input.mlir":7:63)):
      %5 = "tensor.dim"(%arg3, %0) : (tensor<?xf32>, index) -> index loc(#loc11)
      "test.use"(%5) : (index) -> () loc(#loc12)
      "scf.yield"(%arg4, %arg3) : (tensor<?xf32>, tensor<?xf32>) -> () loc(#loc13)
    }) : (index, index, index, tensor<?xf32>, tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) loc(#loc7)
    %4 = "tensor.dim"(%3#0, %0) : (tensor<?xf32>, index) -> index loc(#loc14)
    "func.return"(%4) : (index) -> () loc(#loc15)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:9)
#loc5 = loc("input.mlir":5:9)
#loc6 = loc("input.mlir":6:10)
#loc7 = loc("input.mlir":7:10)
#loc11 = loc("input.mlir":8:10)
#loc12 = loc("input.mlir":9:5)
#loc13 = loc("input.mlir":10:5)
#loc14 = loc("input.mlir":12:8)
#loc15 = loc("input.mlir":13:3)

