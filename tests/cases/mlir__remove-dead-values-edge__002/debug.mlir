#loc2 = loc("input.mlir":3:23)
#loc3 = loc("input.mlir":3:31)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (), sym_name = "from_above"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":3:23), %arg1: i32 loc("input.mlir":3:31)):
    %0 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc4)
    %1 = "scf.if"(%arg0) ({
      %2 = "arith.muli"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc6)
      "scf.yield"(%2) : (i32) -> () loc(#loc7)
    }, {
      "scf.yield"(%0) : (i32) -> () loc(#loc8)
    }) : (i1) -> i32 loc(#loc5)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:10)
#loc7 = loc("input.mlir":7:5)
#loc8 = loc("input.mlir":9:5)
#loc9 = loc("input.mlir":11:3)

