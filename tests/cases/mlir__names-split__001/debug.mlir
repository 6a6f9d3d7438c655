"builtin.module"() ({
  %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc1)
  "func.func"() <{function_type = () -> (), sym_name = "f"}> ({
    %2 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc3)
    %3 = "test.d"() : () -> i32 loc(#loc4)
    "func.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc2)
  "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc7)
    "cf.br"()[^bb1] : () -> () loc(#loc8)
  ^bb1:  // pred: ^bb0
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc6)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:6)
#loc2 = loc("input.mlir":4:1)
#loc3 = loc("input.mlir":5:9)
#loc4 = loc("input.mlir":6:8)
#loc5 = loc("input.mlir":7:3)
#loc6 = loc("input.mlir":9:1)
#loc7 = loc("input.mlir":10:9)
#loc8 = loc("input.mlir":11:3)
#loc9 = loc("input.mlir":13:3)

