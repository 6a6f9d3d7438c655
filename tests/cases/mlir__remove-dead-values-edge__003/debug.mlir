#loc2 = loc("input.mlir":3:25)
#loc3 = loc("input.mlir":3:34)
#loc7 = loc("input.mlir":6:21)
#loc11 = loc("input.mlir":11:8)
#loc12 = loc("input.mlir":11:17)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, memref<i32>) -> i32, sym_name = "while_shapes"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:25), %arg1: memref<i32> loc("input.mlir":3:34)):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc4)
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc5)
    %2:2 = "scf.while"(%0) ({
    ^bb0(%arg4: i32 loc("input.mlir":6:21)):
      %4 = "arith.cmpi"(%arg4, %arg0) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc(#loc8)
      %5 = "arith.addi"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc9)
      "scf.condition"(%4, %arg4, %5) : (i1, i32, i32) -> () loc(#loc10)
    }, {
    ^bb0(%arg2: i32 loc("input.mlir":11:8), %arg3: i32 loc("input.mlir":11:17)):
      "memref.store"(%arg3, %arg1) : (i32, memref<i32>) -> () loc(#loc13)
      %3 = "arith.addi"(%arg2, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      "scf.yield"(%3) : (i32) -> () loc(#loc15)
    }) : (i32) -> (i32, i32) loc(#loc6)
    "func.return"(%2#0) : (i32) -> () loc(#loc16)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:9)
#loc5 = loc("input.mlir":5:9)
#loc6 = loc("input.mlir":6:10)
#loc8 = loc("input.mlir":7:10)
#loc9 = loc("input.mlir":8:10)
#loc10 = loc("input.mlir":9:5)
#loc13 = loc("input.mlir":12:5)
#loc14 = loc("input.mlir":13:11)
#loc15 = loc("input.mlir":14:5)
#loc16 = loc("input.mlir":16:3)

