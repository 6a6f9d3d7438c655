"builtin.module"() ({
  "builtin.module"() ({
    "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
      %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc3)
      "func.return"() : () -> () loc(#loc4)
    }) : () -> () loc(#loc2)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = () -> i32, sym_name = "g"}> ({
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc6)
    %1 = "test.d"() : () -> i32 loc(#loc7)
    "func.return"(%0) : (i32) -> () loc(#loc8)
  }) : () -> () loc(#loc5)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc2 = loc("input.mlir":4:3)
#loc3 = loc("input.mlir":5:11)
#loc4 = loc("input.mlir":6:5)
#loc5 = loc("input.mlir":9:1)
#loc6 = loc("input.mlir":10:9)
#loc7 = loc("input.mlir":11:8)
#loc8 = loc("input.mlir":12:3)

