#loc2 = loc("input.mlir":3:19)
#loc3 = loc("input.mlir":3:30)
"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<i32>) -> i32, sym_name = "switch"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:19), %arg1: memref<i32> loc("input.mlir":3:30)):
    %0:2 = "scf.index_switch"(%arg0) <{cases = array<i64: 0, 1>}> ({
      %3 = "arith.constant"() <{value = 2 : i32}> : () -> i32 loc(#loc5)
      "scf.yield"(%3, %3) : (i32, i32) -> () loc(#loc6)
    }, {
      %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc7)
      "memref.store"(%2, %arg1) : (i32, memref<i32>) -> () loc(#loc8)
      "scf.yield"(%2, %2) : (i32, i32) -> () loc(#loc9)
    }, {
      %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc10)
      "scf.yield"(%1, %1) : (i32, i32) -> () loc(#loc11)
    }) : (index) -> (i32, i32) loc(#loc4)
    "func.return"(%0#0) : (i32) -> () loc(#loc12)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:10)
#loc5 = loc("input.mlir":15:10)
#loc6 = loc("input.mlir":16:5)
#loc7 = loc("input.mlir":6:10)
#loc8 = loc("input.mlir":7:5)
#loc9 = loc("input.mlir":8:5)
#loc10 = loc("input.mlir":11:10)
#loc11 = loc("input.mlir":12:5)
#loc12 = loc("input.mlir":18:3)

