"builtin.module"() ({
  "func.func"() <{function_type = () -> (vector<2xindex>, vector<2xi8>), sym_name = "index_cast_vectors"}> ({
    %0 = "arith.constant"() <{value = dense<[-1, 300]> : vector<2xi32>}> : () -> vector<2xi32> loc(#loc2)
    %1 = "arith.index_cast"(%0) : (vector<2xi32>) -> vector<2xindex> loc(#loc3)
    %2 = "arith.constant"() <{value = dense<[255, 256]> : vector<2xindex>}> : () -> vector<2xindex> loc(#loc4)
    %3 = "arith.index_castui"(%2) : (vector<2xindex>) -> vector<2xi8> loc(#loc5)
    "func.return"(%1, %3) : (vector<2xindex>, vector<2xi8>) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:8)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":7:3)

