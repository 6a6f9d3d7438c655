#loc2 = loc("input.mlir":2:23)
#loc3 = loc("input.mlir":2:31)
"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (i32, i32), sym_name = "if_combine"}> ({
  ^bb0(%arg0: i1 loc("input.mlir":2:23), %arg1: i32 loc("input.mlir":2:31)):
    %0 = "scf.if"(%arg0) ({
      %5 = "test.a"() : () -> i32 loc(#loc5)
      "scf.yield"(%5) : (i32) -> () loc(#loc6)
    }, {
      %4 = "test.b"() : () -> i32 loc(#loc7)
      "scf.yield"(%4) : (i32) -> () loc(#loc8)
    }) : (i1) -> i32 loc(#loc4)
    %1 = "scf.if"(%arg0) ({
      %3 = "test.c"(%0) : (i32) -> i32 loc(#loc10)
      "scf.yield"(%3) : (i32) -> () loc(#loc11)
    }, {
      %2 = "test.d"(%0) : (i32) -> i32 loc(#loc12)
      "scf.yield"(%2) : (i32) -> () loc(#loc13)
    }) : (i1) -> i32 loc(#loc9)
    "func.return"(%0, %1) : (i32, i32) -> () loc(#loc14)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:10)
#loc6 = loc("input.mlir":5:5)
#loc7 = loc("input.mlir":7:10)
#loc8 = loc("input.mlir":8:5)
#loc9 = loc("input.mlir":10:8)
#loc10 = loc("input.mlir":11:10)
#loc11 = loc("input.mlir":12:5)
#loc12 = loc("input.mlir":14:10)
#loc13 = loc("input.mlir":15:5)
#loc14 = loc("input.mlir":17:3)

