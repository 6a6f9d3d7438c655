#loc2 = loc("input.mlir":2:22)
#loc3 = loc("input.mlir":2:31)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (i32, i32), sym_name = "if_static"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:22), %arg1: i32 loc("input.mlir":2:31)):
    %0 = "arith.constant"() <{value = true}> : () -> i1 loc(#loc4)
    %1 = "arith.constant"() <{value = false}> : () -> i1 loc(#loc5)
    %2 = "scf.if"(%0) ({
      %5 = "test.then"() : () -> i32 loc(#loc7)
      "scf.yield"(%5) : (i32) -> () loc(#loc8)
    }, {
      "scf.yield"(%arg1) : (i32) -> () loc(#loc9)
    }) : (i1) -> i32 loc(#loc6)
    %3 = "scf.if"(%1) ({
      "scf.yield"(%arg0) : (i32) -> () loc(#loc11)
    }, {
      %4 = "test.else"() : () -> i32 loc(#loc12)
      "scf.yield"(%4) : (i32) -> () loc(#loc13)
    }) : (i1) -> i32 loc(#loc10)
    "scf.if"(%1) ({
      "test.never"() : () -> () loc(#loc15)
      "scf.yield"() : () -> () loc(#loc14)
    }, {
    }) : (i1) -> () loc(#loc14)
    "func.return"(%2, %3) : (i32, i32) -> () loc(#loc16)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:11)
#loc5 = loc("input.mlir":4:12)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:10)
#loc8 = loc("input.mlir":7:5)
#loc9 = loc("input.mlir":9:5)
#loc10 = loc("input.mlir":11:8)
#loc11 = loc("input.mlir":12:5)
#loc12 = loc("input.mlir":14:10)
#loc13 = loc("input.mlir":15:5)
#loc14 = loc("input.mlir":17:3)
#loc15 = loc("input.mlir":18:5)
#loc16 = loc("input.mlir":20:3)

