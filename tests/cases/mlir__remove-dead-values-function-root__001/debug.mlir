#loc2 = loc("input.mlir":2:24)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "rec", sym_visibility = "private"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:24)):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc3)
    %1 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc4)
    %2 = "arith.cmpi"(%arg0, %1) <{predicate = 0 : i64}> : (i32, i32) -> i1 loc(#loc5)
    %3 = "scf.if"(%2) ({
      "scf.yield"(%0) : (i32) -> () loc(#loc7)
    }, {
      %4 = "arith.subi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc8)
      %5 = "func.call"(%4) <{callee = @rec}> : (i32) -> i32 loc(#loc9)
      %6 = "arith.addi"(%5, %5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc10)
      "scf.yield"(%0) : (i32) -> () loc(#loc11)
    }) : (i1) -> i32 loc(#loc6)
    "func.return"(%3) : (i32) -> () loc(#loc12)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:9)
#loc4 = loc("input.mlir":4:9)
#loc5 = loc("input.mlir":5:10)
#loc6 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:5)
#loc8 = loc("input.mlir":9:10)
#loc9 = loc("input.mlir":10:10)
#loc10 = loc("input.mlir":11:10)
#loc11 = loc("input.mlir":12:5)
#loc12 = loc("input.mlir":14:3)

