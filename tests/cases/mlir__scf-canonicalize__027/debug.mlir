#loc2 = loc("input.mlir":2:30)
#loc3 = loc("input.mlir":2:41)
"builtin.module"() ({
  "func.func"() <{function_type = (index, i32) -> i32, sym_name = "index_switch_dead"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:30), %arg1: i32 loc("input.mlir":2:41)):
    %0:2 = "scf.index_switch"(%arg0) <{cases = array<i64: 1>}> ({
      %2 = "test.default"() : () -> i32 loc(#loc5)
      "scf.yield"(%2, %arg1) : (i32, i32) -> () loc(#loc6)
    }, {
      %1 = "test.one"() : () -> i32 loc(#loc7)
      "scf.yield"(%1, %arg1) : (i32, i32) -> () loc(#loc8)
    }) : (index) -> (i32, i32) loc(#loc4)
    "func.return"(%0#1) : (i32) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:10)
#loc5 = loc("input.mlir":9:10)
#loc6 = loc("input.mlir":10:5)
#loc7 = loc("input.mlir":5:10)
#loc8 = loc("input.mlir":6:5)
#loc9 = loc("input.mlir":12:3)

