#loc2 = loc("input.mlir":2:27)
"builtin.module"() ({
  "func.func"() <{function_type = (vector<2xi8>) -> (vector<2xi8>, vector<2xi8>, vector<2xi8>), sym_name = "minmax_vectors"}> ({
  ^bb0(%arg0: vector<2xi8> loc("input.mlir":2:27)):
    %0 = "arith.constant"() <{value = dense<127> : vector<2xi8>}> : () -> vector<2xi8> loc(#loc3)
    %1 = "arith.maxsi"(%arg0, %0) : (vector<2xi8>, vector<2xi8>) -> vector<2xi8> loc(#loc4)
    %2 = "arith.constant"() <{value = dense<[-3, 4]> : vector<2xi8>}> : () -> vector<2xi8> loc(#loc5)
    %3 = "arith.constant"() <{value = dense<[5, -6]> : vector<2xi8>}> : () -> vector<2xi8> loc(#loc6)
    %4 = "arith.minsi"(%2, %3) : (vector<2xi8>, vector<2xi8>) -> vector<2xi8> loc(#loc7)
    %5 = "arith.maxui"(%2, %3) : (vector<2xi8>, vector<2xi8>) -> vector<2xi8> loc(#loc8)
    "func.return"(%1, %4, %5) : (vector<2xi8>, vector<2xi8>, vector<2xi8>) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:11)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:8)
#loc8 = loc("input.mlir":8:8)
#loc9 = loc("input.mlir":9:3)

