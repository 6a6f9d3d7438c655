#loc2 = loc("input.mlir":4:27)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "unknown_region"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":4:27)):
    %0 = "foo.region"() ({
      %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc4)
      %4 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc(#loc5)
      %5 = "arith.addi"(%3, %4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc6)
      "foo.yield"(%5) : (i32) -> () loc(#loc7)
    }) : () -> i32 loc(#loc3)
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc8)
    %2 = "arith.addi"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc9)
    "func.return"(%2) : (i32) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc3 = loc("input.mlir":5:8)
#loc4 = loc("input.mlir":6:11)
#loc5 = loc("input.mlir":7:11)
#loc6 = loc("input.mlir":8:10)
#loc7 = loc("input.mlir":9:5)
#loc8 = loc("input.mlir":11:9)
#loc9 = loc("input.mlir":12:8)
#loc10 = loc("input.mlir":13:3)

