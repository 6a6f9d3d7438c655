#loc2 = loc("input.mlir":3:20)
#loc4 = loc("input.mlir":5:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "unreach"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:20)):
    "func.return"(%arg0) : (i32) -> () loc(#loc3)
  ^bb1(%0: i32 loc("input.mlir":5:6)):  // pred: ^bb1
    %1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc5)
    "cf.br"(%1)[^bb1] : (i32) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:3)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":7:3)

