#loc2 = loc("input.mlir":3:28)
#loc3 = loc("input.mlir":3:39)
#loc4 = loc("input.mlir":3:48)
"builtin.module"() ({
  "func.func"() <{function_type = (index, i32, memref<i32>) -> (), sym_name = "switch_noresult"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:28), %arg1: i32 loc("input.mlir":3:39), %arg2: memref<i32> loc("input.mlir":3:48)):
    %0 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc5)
    "scf.index_switch"(%arg0) <{cases = array<i64: 3>}> ({
      "scf.yield"() : () -> () loc(#loc6)
    }, {
      "memref.store"(%arg1, %arg2) : (i32, memref<i32>) -> () loc(#loc7)
      "scf.yield"() : () -> () loc(#loc8)
    }) : (index) -> () loc(#loc6)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:3)
#loc7 = loc("input.mlir":7:5)
#loc8 = loc("input.mlir":8:5)
#loc9 = loc("input.mlir":12:3)

