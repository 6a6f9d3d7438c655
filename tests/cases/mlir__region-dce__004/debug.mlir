#loc2 = loc("input.mlir":4:31)
#loc4 = loc("input.mlir":6:6)
#loc7 = loc("input.mlir":9:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "unknown_terminator"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":4:31)):
    "foo.br"(%arg0)[^bb1] : (i32) -> () loc(#loc3)
  ^bb1(%0: i32 loc("input.mlir":6:6)):  // pred: ^bb0
    %1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc5)
    "foo.br"(%1)[^bb2] : (i32) -> () loc(#loc6)
  ^bb2(%2: i32 loc("input.mlir":9:6)):  // pred: ^bb1
    "func.return"() : () -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc3 = loc("input.mlir":5:3)
#loc5 = loc("input.mlir":7:8)
#loc6 = loc("input.mlir":8:3)
#loc8 = loc("input.mlir":10:3)

