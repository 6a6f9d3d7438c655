#loc2 = loc("input.mlir":2:29)
#loc7 = loc("input.mlir":6:20)
#loc11 = loc("input.mlir":10:20)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "for_nuw_unsigned"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:29)):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc3)
    %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc(#loc4)
    %2 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32 loc(#loc5)
    "scf.for"(%arg0, %2, %1) <{unsignedCmp}> ({
    ^bb0(%arg2: i32 loc("input.mlir":6:20)):
      "test.consume"(%arg2) : (i32) -> () loc(#loc8)
      "scf.yield"() : () -> () loc(#loc6)
    }) : (i32, i32, i32) -> () loc(#loc6)
    %3 = "arith.addi"(%arg0, %1) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32 loc(#loc9)
    "scf.for"(%arg0, %3, %1) <{unsignedCmp}> ({
    ^bb0(%arg1: i32 loc("input.mlir":10:20)):
      "test.consume2"(%arg1) : (i32) -> () loc(#loc12)
      "scf.yield"() : () -> () loc(#loc10)
    }) : (i32, i32, i32) -> () loc(#loc10)
    "func.return"() : () -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:9)
#loc4 = loc("input.mlir":4:9)
#loc5 = loc("input.mlir":5:9)
#loc6 = loc("input.mlir":6:3)
#loc8 = loc("input.mlir":7:5)
#loc9 = loc("input.mlir":9:10)
#loc10 = loc("input.mlir":10:3)
#loc12 = loc("input.mlir":11:5)
#loc13 = loc("input.mlir":13:3)

