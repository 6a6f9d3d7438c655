"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "outer"}> ({
    "scf.execute_region"() ({
      "test.wrap"() ({
        "func.func"() <{function_type = () -> (), sym_name = "inner"}> ({
          %3 = "test.a"() : () -> i32 loc(#loc5)
          "func.return"() : () -> () loc(#loc6)
        }) : () -> () loc(#loc4)
      }) : () -> () loc(#loc3)
      "scf.yield"() : () -> () loc(#loc7)
    }) : () -> () loc(#loc2)
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
  "test.wrap"() ({
    %0 = "scf.execute_region"() ({
      %2 = "test.a"() : () -> i32 loc(#loc11)
      "scf.yield"(%2) : (i32) -> () loc(#loc12)
    }) : () -> i32 loc(#loc10)
    "func.func"() <{function_type = () -> (), sym_name = "after"}> ({
      %1 = "test.a"() : () -> i32 loc(#loc14)
      "func.return"() : () -> () loc(#loc15)
    }) : () -> () loc(#loc13)
  }) : () -> () loc(#loc9)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc2 = loc("input.mlir":4:3)
#loc3 = loc("input.mlir":5:5)
#loc4 = loc("input.mlir":6:7)
#loc5 = loc("input.mlir":7:14)
#loc6 = loc("input.mlir":8:9)
#loc7 = loc("input.mlir":11:5)
#loc8 = loc("input.mlir":13:3)
#loc9 = loc("input.mlir":15:1)
#loc10 = loc("input.mlir":16:8)
#loc11 = loc("input.mlir":17:10)
#loc12 = loc("input.mlir":18:5)
#loc13 = loc("input.mlir":20:3)
#loc14 = loc("input.mlir":21:10)
#loc15 = loc("input.mlir":22:5)

