#loc6 = loc("input.mlir":6:20)
#loc9 = loc("input.mlir":9:11)
"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "for_unsigned_bounds"}> ({
    %0 = "arith.constant"() <{value = 0 : i8}> : () -> i8 loc(#loc2)
    %1 = "arith.constant"() <{value = -1 : i8}> : () -> i8 loc(#loc3)
    %2 = "arith.constant"() <{value = 100 : i8}> : () -> i8 loc(#loc4)
    "scf.for"(%0, %1, %2) <{unsignedCmp}> ({
    ^bb0(%arg1: i8 loc("input.mlir":6:20)):
      "test.unsigned"(%arg1) : (i8) -> () loc(#loc7)
      "scf.yield"() : () -> () loc(#loc5)
    }) : (i8, i8, i8) -> () loc(#loc5)
    "scf.for"(%0, %1, %2) ({
    ^bb0(%arg0: i8 loc("input.mlir":9:11)):
      "test.signed"(%arg0) : (i8) -> () loc(#loc10)
      "scf.yield"() : () -> () loc(#loc8)
    }) : (i8, i8, i8) -> () loc(#loc8)
    "func.return"() : () -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:9)
#loc3 = loc("input.mlir":4:10)
#loc4 = loc("input.mlir":5:11)
#loc5 = loc("input.mlir":6:3)
#loc7 = loc("input.mlir":7:5)
#loc8 = loc("input.mlir":9:3)
#loc10 = loc("input.mlir":10:5)
#loc11 = loc("input.mlir":12:3)

