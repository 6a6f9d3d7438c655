#loc2 = loc("input.mlir":2:27)
#loc5 = loc("input.mlir":5:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "br_single_pred"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:27)):
    "test.a"() : () -> () loc(#loc3)
    "cf.br"(%arg0)[^bb1] : (i32) -> () loc(#loc4)
  ^bb1(%0: i32 loc("input.mlir":5:6)):  // pred: ^bb0
    %1 = "test.b"(%0) : (i32) -> i32 loc(#loc6)
    "func.return"(%1) : (i32) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:3)
#loc4 = loc("input.mlir":4:3)
#loc6 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:3)

