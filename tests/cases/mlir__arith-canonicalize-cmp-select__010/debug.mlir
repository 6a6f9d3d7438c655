#loc2 = loc("input.mlir":2:38)
"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> vector<2xi32>, sym_name = "select_scalar_cond_vector"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:38)):
    %0 = "arith.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> vector<2xi32> loc(#loc3)
    %1 = "arith.constant"() <{value = dense<[3, 4]> : vector<2xi32>}> : () -> vector<2xi32> loc(#loc4)
    %2 = "arith.select"(%arg0, %0, %1) : (i1, vector<2xi32>, vector<2xi32>) -> vector<2xi32> loc(#loc5)
    "func.return"(%2) : (vector<2xi32>) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:3)

