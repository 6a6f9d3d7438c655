#loc2 = loc("input.mlir":4:20)
#loc3 = loc("input.mlir":4:28)
#loc14 = loc("input.mlir":19:8)
#loc18 = loc("input.mlir":24:8)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (i32, i32, i32, i32), sym_name = "regions"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":4:20), %arg1: i32 loc("input.mlir":4:28)):
    %0 = "scf.if"(%arg0) ({
      %7 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc5)
      "scf.yield"(%7) : (i32) -> () loc(#loc6)
    }, {
      "scf.yield"(%arg1) : (i32) -> () loc(#loc7)
    }) : (i1) -> i32 loc(#loc4)
    %1 = "scf.if"(%arg0) ({
      %6 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc9)
      "scf.yield"(%6) : (i32) -> () loc(#loc10)
    }, {
      "scf.yield"(%arg1) : (i32) -> () loc(#loc11)
    }) : (i1) -> i32 loc(#loc8)
    %2 = "scf.execute_region"() ({
      "cf.br"(%arg1)[^bb1] : (i32) -> () loc(#loc13)
    ^bb1(%5: i32 loc("input.mlir":19:8)):  // pred: ^bb0
      "scf.yield"(%5) : (i32) -> () loc(#loc15)
    }) : () -> i32 loc(#loc12)
    %3 = "scf.execute_region"() ({
      "cf.br"(%arg1)[^bb1] : (i32) -> () loc(#loc17)
    ^bb1(%4: i32 loc("input.mlir":24:8)):  // pred: ^bb0
      "scf.yield"(%4) : (i32) -> () loc(#loc19)
    }) : () -> i32 loc(#loc16)
    "func.return"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> () loc(#loc20)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:10)
#loc6 = loc("input.mlir":7:5)
#loc7 = loc("input.mlir":9:5)
#loc8 = loc("input.mlir":11:8)
#loc9 = loc("input.mlir":12:10)
#loc10 = loc("input.mlir":13:5)
#loc11 = loc("input.mlir":15:5)
#loc12 = loc("input.mlir":17:8)
#loc13 = loc("input.mlir":18:5)
#loc15 = loc("input.mlir":20:5)
#loc16 = loc("input.mlir":22:8)
#loc17 = loc("input.mlir":23:5)
#loc19 = loc("input.mlir":25:5)
#loc20 = loc("input.mlir":27:3)

