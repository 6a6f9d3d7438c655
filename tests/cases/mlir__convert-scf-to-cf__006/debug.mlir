#loc2 = loc("input.mlir":2:25)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i32, sym_name = "index_switch"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:25)):
    %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 2, 5>}> ({
      %3 = "arith.constant"() <{value = 30 : i32}> : () -> i32 loc(#loc4)
      "scf.yield"(%3) : (i32) -> () loc(#loc5)
    }, {
      %2 = "arith.constant"() <{value = 10 : i32}> : () -> i32 loc(#loc6)
      "scf.yield"(%2) : (i32) -> () loc(#loc7)
    }, {
      %1 = "arith.constant"() <{value = 20 : i32}> : () -> i32 loc(#loc8)
      "scf.yield"(%1) : (i32) -> () loc(#loc9)
    }) : (index) -> i32 loc(#loc3)
    "func.return"(%0) : (i32) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":13:12)
#loc5 = loc("input.mlir":14:5)
#loc6 = loc("input.mlir":5:12)
#loc7 = loc("input.mlir":6:5)
#loc8 = loc("input.mlir":9:12)
#loc9 = loc("input.mlir":10:5)
#loc10 = loc("input.mlir":16:3)

