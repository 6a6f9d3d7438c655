#loc2 = loc("input.mlir":2:39)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, vector<4xi32>), sym_name = "poison_folds_through_arith"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:39)):
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32 loc(#loc3)
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc4)
    %2 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi32> loc(#loc5)
    %3 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32> loc(#loc6)
    %4 = "arith.muli"(%2, %3) <{overflowFlags = #arith.overflow<none>}> : (vector<4xi32>, vector<4xi32>) -> vector<4xi32> loc(#loc7)
    "func.return"(%1, %4) : (i32, vector<4xi32>) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:9)
#loc6 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:8)
#loc8 = loc("input.mlir":8:3)

