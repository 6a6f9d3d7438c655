#loc2 = loc("input.mlir":2:28)
#loc3 = loc("input.mlir":2:36)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1) -> (i1, i1), sym_name = "if_cond_results"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:28), %arg1: i1 loc("input.mlir":2:36)):
    %0 = "arith.constant"() <{value = true}> : () -> i1 loc(#loc4)
    %1 = "arith.constant"() <{value = false}> : () -> i1 loc(#loc5)
    %2:3 = "scf.if"(%arg0) ({
      %4 = "test.a"() : () -> i32 loc(#loc7)
      "scf.yield"(%0, %1, %4) : (i1, i1, i32) -> () loc(#loc8)
    }, {
      %3 = "test.b"() : () -> i32 loc(#loc9)
      "scf.yield"(%1, %0, %3) : (i1, i1, i32) -> () loc(#loc10)
    }) : (i1) -> (i1, i1, i32) loc(#loc6)
    "test.use"(%2#2) : (i32) -> () loc(#loc11)
    "func.return"(%2#0, %2#1) : (i1, i1) -> () loc(#loc12)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:11)
#loc5 = loc("input.mlir":4:12)
#loc6 = loc("input.mlir":5:10)
#loc7 = loc("input.mlir":6:10)
#loc8 = loc("input.mlir":7:5)
#loc9 = loc("input.mlir":9:10)
#loc10 = loc("input.mlir":10:5)
#loc11 = loc("input.mlir":12:3)
#loc12 = loc("input.mlir":13:3)

