#loc2 = loc("input.mlir":2:20)
#loc3 = loc("input.mlir":2:32)
#loc5 = loc("input.mlir":3:11)
#loc7 = loc("input.mlir":5:25)
#loc8 = loc("input.mlir":5:66)
#loc11 = loc("input.mlir":8:11)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i64) -> (), sym_name = "for_i32"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:20), %arg1: i64 loc("input.mlir":2:32)):
    "scf.for"(%arg0, %arg0, %arg0) ({
    ^bb0(%arg5: i32 loc("input.mlir":3:11)):
      "scf.yield"() : () -> () loc(#loc4)
    }) : (i32, i32, i32) -> () loc(#loc4)
    %0 = "scf.for"(%arg1, %arg1, %arg1, %arg1) <{unsignedCmp}> ({
    ^bb0(%arg3: i64 loc("input.mlir":5:25), %arg4: i64 loc("input.mlir":5:66)):
      "scf.yield"(%arg3) : (i64) -> () loc(#loc9)
    }) {attr = 1 : i64} : (i64, i64, i64, i64) -> i64 loc(#loc6)
    "scf.for"(%arg0, %arg0, %arg0) ({
    ^bb0(%arg2: i32 loc("input.mlir":8:11)):
      "test.foo"() : () -> () loc(#loc12)
      "scf.yield"() : () -> () loc(#loc10)
    }) {attr2} : (i32, i32, i32) -> () loc(#loc10)
    "func.return"() : () -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:3)
#loc6 = loc("input.mlir":5:8)
#loc9 = loc("input.mlir":6:5)
#loc10 = loc("input.mlir":8:3)
#loc12 = loc("input.mlir":9:5)
#loc13 = loc("input.mlir":11:3)

