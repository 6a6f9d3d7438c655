#loc2 = loc("input.mlir":7:25)
#loc3 = loc("input.mlir":7:34)
#loc5 = loc("input.mlir":9:6)
#loc9 = loc("input.mlir":13:22)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "loop", sym_visibility = "private"}> ({
  ^bb0(%arg1: i32 loc("input.mlir":7:25), %arg2: i32 loc("input.mlir":7:34)):
    "cf.br"(%arg1)[^bb1] : (i32) -> () loc(#loc4)
  ^bb1(%1: i32 loc("input.mlir":9:6)):  // 2 preds: ^bb0, ^bb1
    %2 = "arith.addi"(%1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc6)
    "cf.br"(%2)[^bb1] : (i32) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "call_loop"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":13:22)):
    %0 = "func.call"(%arg0, %arg0) <{callee = @loop}> : (i32, i32) -> i32 loc(#loc10)
    "func.return"(%0) : (i32) -> () loc(#loc11)
  }) : () -> () loc(#loc8)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":7:1)
#loc4 = loc("input.mlir":8:3)
#loc6 = loc("input.mlir":10:8)
#loc7 = loc("input.mlir":11:3)
#loc8 = loc("input.mlir":13:1)
#loc10 = loc("input.mlir":14:8)
#loc11 = loc("input.mlir":15:3)

