#loc2 = loc("input.mlir":3:23)
#loc6 = loc("input.mlir":6:19)
#loc9 = loc("input.mlir":10:8)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "while_live"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:23)):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc3)
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc4)
    %2 = "scf.while"(%0) ({
    ^bb0(%arg2: i32 loc("input.mlir":6:19)):
      %4 = "arith.cmpi"(%arg2, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc(#loc7)
      "scf.condition"(%4, %arg2) : (i1, i32) -> () loc(#loc8)
    }, {
    ^bb0(%arg1: i32 loc("input.mlir":10:8)):
      %3 = "arith.addi"(%arg1, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc10)
      "scf.yield"(%3) : (i32) -> () loc(#loc11)
    }) : (i32) -> i32 loc(#loc5)
    "func.return"(%2) : (i32) -> () loc(#loc12)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:9)
#loc4 = loc("input.mlir":5:9)
#loc5 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:13)
#loc8 = loc("input.mlir":8:5)
#loc10 = loc("input.mlir":11:13)
#loc11 = loc("input.mlir":12:5)
#loc12 = loc("input.mlir":14:3)

