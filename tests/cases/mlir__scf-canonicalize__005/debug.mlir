#loc2 = loc("input.mlir":2:26)
#loc7 = loc("input.mlir":6:16)
#loc8 = loc("input.mlir":6:52)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "for_zero_trip"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:26)):
    %0 = "arith.constant"() <{value = 10 : index}> : () -> index loc(#loc3)
    %1 = "arith.constant"() <{value = 5 : index}> : () -> index loc(#loc4)
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc5)
    %3 = "scf.for"(%0, %1, %2, %arg0) ({
    ^bb0(%arg1: index loc("input.mlir":6:16), %arg2: i32 loc("input.mlir":6:52)):
      %4 = "test.op"(%arg2) : (i32) -> i32 loc(#loc9)
      "scf.yield"(%4) : (i32) -> () loc(#loc10)
    }) : (index, index, index, i32) -> i32 loc(#loc6)
    "func.return"(%3) : (i32) -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:10)
#loc4 = loc("input.mlir":4:9)
#loc5 = loc("input.mlir":5:9)
#loc6 = loc("input.mlir":6:8)
#loc9 = loc("input.mlir":7:10)
#loc10 = loc("input.mlir":8:5)
#loc11 = loc("input.mlir":10:3)

