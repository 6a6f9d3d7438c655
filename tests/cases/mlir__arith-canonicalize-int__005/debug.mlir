"builtin.module"() ({
  "func.func"() <{function_type = () -> (vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>), sym_name = "extended_vectors"}> ({
    %0 = "arith.constant"() <{value = dense<[-56, 100]> : vector<2xi8>}> : () -> vector<2xi8> loc(#loc2)
    %1 = "arith.constant"() <{value = dense<100> : vector<2xi8>}> : () -> vector<2xi8> loc(#loc3)
    %2:2 = "arith.addui_extended"(%0, %1) : (vector<2xi8>, vector<2xi8>) -> (vector<2xi8>, vector<2xi1>) loc(#loc4)
    %3:2 = "arith.mulsi_extended"(%0, %1) : (vector<2xi8>, vector<2xi8>) -> (vector<2xi8>, vector<2xi8>) loc(#loc5)
    %4:2 = "arith.mului_extended"(%0, %1) : (vector<2xi8>, vector<2xi8>) -> (vector<2xi8>, vector<2xi8>) loc(#loc6)
    "func.return"(%2#0, %2#1, %3#0, %3#1, %4#0, %4#1) : (vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>, vector<2xi8>, vector<2xi8>) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:8)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:12)
#loc5 = loc("input.mlir":6:12)
#loc6 = loc("input.mlir":7:14)
#loc7 = loc("input.mlir":8:3)

