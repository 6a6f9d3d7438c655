#loc2 = loc("input.mlir":2:23)
#loc3 = loc("input.mlir":2:35)
#loc5 = loc("input.mlir":3:21)
#loc6 = loc("input.mlir":3:33)
#loc10 = loc("input.mlir":8:8)
#loc11 = loc("input.mlir":8:17)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i64, sym_name = "while_loop"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:23), %arg1: i32 loc("input.mlir":2:35)):
    %0:2 = "scf.while"(%arg0, %arg1) ({
    ^bb0(%arg4: i32 loc("input.mlir":3:21), %arg5: i32 loc("input.mlir":3:33)):
      %3 = "arith.cmpi"(%arg4, %arg5) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc(#loc7)
      %4 = "arith.extsi"(%arg4) : (i32) -> i64 loc(#loc8)
      "scf.condition"(%3, %4, %arg5) : (i1, i64, i32) -> () loc(#loc9)
    }, {
    ^bb0(%arg2: i64 loc("input.mlir":8:8), %arg3: i32 loc("input.mlir":8:17)):
      %1 = "arith.trunci"(%arg2) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32 loc(#loc12)
      %2 = "arith.addi"(%1, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc13)
      "scf.yield"(%2, %arg3) : (i32, i32) -> () loc(#loc14)
    }) : (i32, i32) -> (i64, i32) loc(#loc4)
    "func.return"(%0#0) : (i64) -> () loc(#loc15)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:10)
#loc7 = loc("input.mlir":4:10)
#loc8 = loc("input.mlir":5:10)
#loc9 = loc("input.mlir":6:5)
#loc12 = loc("input.mlir":9:10)
#loc13 = loc("input.mlir":10:10)
#loc14 = loc("input.mlir":11:5)
#loc15 = loc("input.mlir":13:3)

