"builtin.module"() ({
  "func.func"() <{function_type = () -> (vector<3xf32>, tensor<2xf64>, vector<3xf32>), sym_name = "elements"}> ({
    %0 = "arith.constant"() <{value = dense<[5.000000e-01, -1.500000e+00, 2.000000e+00]> : vector<3xf32>}> : () -> vector<3xf32> loc(#loc2)
    %1 = "arith.constant"() <{value = dense<4.000000e+00> : tensor<2xf64>}> : () -> tensor<2xf64> loc(#loc3)
    %2 = "math.exp"(%0) <{fastmath = #arith.fastmath<none>}> : (vector<3xf32>) -> vector<3xf32> loc(#loc4)
    %3 = "math.sqrt"(%1) <{fastmath = #arith.fastmath<none>}> : (tensor<2xf64>) -> tensor<2xf64> loc(#loc5)
    %4 = "math.log"(%0) <{fastmath = #arith.fastmath<none>}> : (vector<3xf32>) -> vector<3xf32> loc(#loc6)
    "func.return"(%2, %3, %4) : (vector<3xf32>, tensor<2xf64>, vector<3xf32>) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:8)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":8:8)
#loc7 = loc("input.mlir":9:3)

