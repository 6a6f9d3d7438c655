#loc2 = loc("input.mlir":2:29)
#loc3 = loc("input.mlir":2:50)
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x4xf32>, index) -> (index, index), sym_name = "dims_of_reshapes"}> ({
  ^bb0(%arg0: tensor<?x4xf32> loc("input.mlir":2:29), %arg1: index loc("input.mlir":2:50)):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc4)
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc5)
    %2 = "tensor.expand_shape"(%arg0, %arg1) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 2, 4>}> : (tensor<?x4xf32>, index) -> tensor<?x2x4xf32> loc(#loc6)
    %3 = "tensor.dim"(%2, %1) : (tensor<?x2x4xf32>, index) -> index loc(#loc7)
    %4 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (tensor<?x4xf32>) -> tensor<?xf32> loc(#loc8)
    %5 = "tensor.dim"(%4, %1) : (tensor<?xf32>, index) -> index loc(#loc9)
    "func.return"(%3, %5) : (index, index) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:9)
#loc5 = loc("input.mlir":4:9)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:8)
#loc8 = loc("input.mlir":7:8)
#loc9 = loc("input.mlir":8:8)
#loc10 = loc("input.mlir":9:3)

