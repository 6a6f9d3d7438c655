#loc2 = loc("input.mlir":6:21)
#loc3 = loc("input.mlir":6:33)
#loc4 = loc("input.mlir":6:45)
#loc5 = loc("input.mlir":6:59)
#loc9 = loc("input.mlir":9:18)
#loc10 = loc("input.mlir":9:55)
#loc11 = loc("input.mlir":9:65)
#loc12 = loc("input.mlir":9:75)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, memref<i32>) -> i32, sym_name = "for_iter"}> ({
  ^bb0(%arg0: index loc("input.mlir":6:21), %arg1: index loc("input.mlir":6:33), %arg2: index loc("input.mlir":6:45), %arg3: memref<i32> loc("input.mlir":6:59)):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc6)
    %1 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc7)
    %2:3 = "scf.for"(%arg0, %arg1, %arg2, %0, %1, %0) ({
    ^bb0(%arg4: index loc("input.mlir":9:18), %arg5: i32 loc("input.mlir":9:55), %arg6: i32 loc("input.mlir":9:65), %arg7: i32 loc("input.mlir":9:75)):
      %3 = "arith.addi"(%arg5, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc13)
      %4 = "arith.muli"(%arg6, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      %5 = "arith.addi"(%arg7, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc15)
      "scf.yield"(%3, %4, %5) : (i32, i32, i32) -> () loc(#loc16)
    }) : (index, index, index, i32, i32, i32) -> (i32, i32, i32) loc(#loc8)
    "func.return"(%2#0) : (i32) -> () loc(#loc17)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":6:1)
#loc6 = loc("input.mlir":7:9)
#loc7 = loc("input.mlir":8:9)
#loc8 = loc("input.mlir":9:10)
#loc13 = loc("input.mlir":10:11)
#loc14 = loc("input.mlir":11:11)
#loc15 = loc("input.mlir":12:11)
#loc16 = loc("input.mlir":13:5)
#loc17 = loc("input.mlir":15:3)

