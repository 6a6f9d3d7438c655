#loc2 = loc("input.mlir":3:19)
#loc3 = loc("input.mlir":3:28)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, index) -> i32, sym_name = "switch"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:19), %arg1: index loc("input.mlir":3:28)):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc4)
    %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc5)
    %2 = "arith.muli"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc6)
    %3 = "scf.index_switch"(%0) <{cases = array<i64: 1, 2>}> ({
      %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc8)
      "scf.yield"(%4) : (i32) -> () loc(#loc9)
    }, {
      "scf.yield"(%1) : (i32) -> () loc(#loc10)
    }, {
      "scf.yield"(%2) : (i32) -> () loc(#loc11)
    }) : (index) -> i32 loc(#loc7)
    "func.return"(%3) : (i32) -> () loc(#loc12)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:9)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:8)
#loc8 = loc("input.mlir":15:10)
#loc9 = loc("input.mlir":16:5)
#loc10 = loc("input.mlir":9:5)
#loc11 = loc("input.mlir":12:5)
#loc12 = loc("input.mlir":18:3)

