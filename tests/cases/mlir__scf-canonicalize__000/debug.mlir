#loc2 = loc("input.mlir":3:34)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "execute_region_single"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:34)):
    "test.before"() : () -> () loc(#loc3)
    %0 = "scf.execute_region"() ({
      %1 = "test.val"(%arg0) : (i32) -> i32 loc(#loc5)
      "scf.yield"(%1) : (i32) -> () loc(#loc6)
    }) : () -> i32 loc(#loc4)
    "test.after"(%0) : (i32) -> () loc(#loc7)
    "func.return"(%0) : (i32) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:3)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:10)
#loc6 = loc("input.mlir":7:5)
#loc7 = loc("input.mlir":9:3)
#loc8 = loc("input.mlir":10:3)

