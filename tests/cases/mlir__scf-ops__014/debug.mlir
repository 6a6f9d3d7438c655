#loc2 = loc("input.mlir":2:19)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> i32, sym_name = "switch"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:19)):
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
    "scf.index_switch"(%arg0) <{cases = array<i64>}> ({
      "scf.yield"() : () -> () loc(#loc11)
    }) : (index) -> () loc(#loc10)
    "scf.index_switch"(%arg0) <{cases = array<i64: -1>}> ({
      "scf.yield"() : () -> () loc(#loc12)
    }, {
      "scf.yield"() : () -> () loc(#loc13)
    }) : (index) -> () loc(#loc12)
    "func.return"(%0) : (i32) -> () loc(#loc14)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":13:16)
#loc5 = loc("input.mlir":14:5)
#loc6 = loc("input.mlir":5:16)
#loc7 = loc("input.mlir":6:5)
#loc8 = loc("input.mlir":9:16)
#loc9 = loc("input.mlir":10:5)
#loc10 = loc("input.mlir":16:3)
#loc11 = loc("input.mlir":18:5)
#loc12 = loc("input.mlir":20:3)
#loc13 = loc("input.mlir":22:5)
#loc14 = loc("input.mlir":26:3)

