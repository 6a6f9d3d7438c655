#loc2 = loc("input.mlir":2:29)
#loc3 = loc("input.mlir":2:38)
#loc5 = loc("input.mlir":3:21)
#loc6 = loc("input.mlir":3:30)
#loc9 = loc("input.mlir":7:8)
#loc10 = loc("input.mlir":7:17)
#loc11 = loc("input.mlir":7:26)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32), sym_name = "while_invariants"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:29), %arg1: i32 loc("input.mlir":2:38)):
    %0:3 = "scf.while"(%arg0, %arg1) ({
    ^bb0(%arg5: i32 loc("input.mlir":3:21), %arg6: i32 loc("input.mlir":3:30)):
      %2 = "test.cond"(%arg5) : (i32) -> i1 loc(#loc7)
      "scf.condition"(%2, %arg5, %arg6, %arg0) : (i1, i32, i32, i32) -> () loc(#loc8)
    }, {
    ^bb0(%arg2: i32 loc("input.mlir":7:8), %arg3: i32 loc("input.mlir":7:17), %arg4: i32 loc("input.mlir":7:26)):
      %1 = "test.next"(%arg2, %arg4) : (i32, i32) -> i32 loc(#loc12)
      "scf.yield"(%1, %arg3) : (i32, i32) -> () loc(#loc13)
    }) : (i32, i32) -> (i32, i32, i32) loc(#loc4)
    "func.return"(%0#0, %0#1, %0#2) : (i32, i32, i32) -> () loc(#loc14)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:10)
#loc7 = loc("input.mlir":4:10)
#loc8 = loc("input.mlir":5:5)
#loc12 = loc("input.mlir":8:10)
#loc13 = loc("input.mlir":9:5)
#loc14 = loc("input.mlir":11:3)

