#loc2 = loc("input.mlir":2:24)
#loc4 = loc("input.mlir":3:19)
#loc7 = loc("input.mlir":7:8)
#loc11 = loc("input.mlir":11:21)
#loc14 = loc("input.mlir":15:8)
#loc15 = loc("input.mlir":15:16)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "while_truth"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:24)):
    %0 = "scf.while"(%arg0) ({
    ^bb0(%arg5: i32 loc("input.mlir":3:19)):
      %5 = "test.cond"(%arg5) : (i32) -> i1 loc(#loc5)
      "scf.condition"(%5, %arg5) : (i1, i32) -> () loc(#loc6)
    }, {
    ^bb0(%arg4: i32 loc("input.mlir":7:8)):
      %4 = "test.next"(%arg4) : (i32) -> i32 loc(#loc8)
      "scf.yield"(%4) : (i32) -> () loc(#loc9)
    }) : (i32) -> i32 loc(#loc3)
    %1:2 = "scf.while"(%arg0) ({
    ^bb0(%arg3: i32 loc("input.mlir":11:21)):
      %3 = "test.cond"(%arg3) : (i32) -> i1 loc(#loc12)
      "scf.condition"(%3, %3, %arg3) : (i1, i1, i32) -> () loc(#loc13)
    }, {
    ^bb0(%arg1: i1 loc("input.mlir":15:8), %arg2: i32 loc("input.mlir":15:16)):
      %2 = "test.next"(%arg1, %arg2) : (i1, i32) -> i32 loc(#loc16)
      "scf.yield"(%2) : (i32) -> () loc(#loc17)
    }) : (i32) -> (i1, i32) loc(#loc10)
    "func.return"(%1#1) : (i32) -> () loc(#loc18)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:10)
#loc6 = loc("input.mlir":5:5)
#loc8 = loc("input.mlir":8:10)
#loc9 = loc("input.mlir":9:5)
#loc10 = loc("input.mlir":11:10)
#loc12 = loc("input.mlir":12:10)
#loc13 = loc("input.mlir":13:5)
#loc16 = loc("input.mlir":16:10)
#loc17 = loc("input.mlir":17:5)
#loc18 = loc("input.mlir":19:3)

