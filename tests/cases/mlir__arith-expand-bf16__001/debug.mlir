#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:34)
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xbf16>, tensor<2xf32>) -> (vector<4xf32>, tensor<2xbf16>), sym_name = "v"}> ({
  ^bb0(%arg0: vector<4xbf16> loc("input.mlir":2:14), %arg1: tensor<2xf32> loc("input.mlir":2:34)):
    %0 = "arith.extf"(%arg0) : (vector<4xbf16>) -> vector<4xf32> loc(#loc4)
    %1 = "arith.truncf"(%arg1) : (tensor<2xf32>) -> tensor<2xbf16> loc(#loc5)
    %2 = "arith.extf"(%arg0) : (vector<4xbf16>) -> vector<4xf64> loc(#loc6)
    "func.return"(%0, %1) : (vector<4xf32>, tensor<2xbf16>) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:3)

