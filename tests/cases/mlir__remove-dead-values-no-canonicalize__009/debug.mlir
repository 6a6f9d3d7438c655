#loc2 = loc("input.mlir":3:19)
#loc3 = loc("input.mlir":3:31)
#loc4 = loc("input.mlir":3:43)
#loc5 = loc("input.mlir":3:57)
#loc8 = loc("input.mlir":5:18)
#loc9 = loc("input.mlir":5:55)
#loc10 = loc("input.mlir":5:65)
#loc12 = loc("input.mlir":6:20)
#loc13 = loc("input.mlir":6:57)
#loc14 = loc("input.mlir":6:66)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, memref<?xi32>) -> i32, sym_name = "nested"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:19), %arg1: index loc("input.mlir":3:31), %arg2: index loc("input.mlir":3:43), %arg3: memref<?xi32> loc("input.mlir":3:57)):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc6)
    %1:2 = "scf.for"(%arg0, %arg1, %arg2, %0, %0) ({
    ^bb0(%arg4: index loc("input.mlir":5:18), %arg5: i32 loc("input.mlir":5:55), %arg6: i32 loc("input.mlir":5:65)):
      %2:2 = "scf.for"(%arg0, %arg1, %arg2, %arg5, %arg6) ({
      ^bb0(%arg7: index loc("input.mlir":6:20), %arg8: i32 loc("input.mlir":6:57), %arg9: i32 loc("input.mlir":6:66)):
        %3 = "arith.addi"(%arg8, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc15)
        %4 = "arith.addi"(%arg9, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc16)
        "memref.store"(%3, %arg3, %arg7) : (i32, memref<?xi32>, index) -> () loc(#loc17)
        "scf.yield"(%3, %4) : (i32, i32) -> () loc(#loc18)
      }) : (index, index, index, i32, i32) -> (i32, i32) loc(#loc11)
      "scf.yield"(%2#0, %2#1) : (i32, i32) -> () loc(#loc19)
    }) : (index, index, index, i32, i32) -> (i32, i32) loc(#loc7)
    "func.return"(%1#0) : (i32) -> () loc(#loc20)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc6 = loc("input.mlir":4:9)
#loc7 = loc("input.mlir":5:10)
#loc11 = loc("input.mlir":6:12)
#loc15 = loc("input.mlir":7:13)
#loc16 = loc("input.mlir":8:13)
#loc17 = loc("input.mlir":9:7)
#loc18 = loc("input.mlir":10:7)
#loc19 = loc("input.mlir":12:5)
#loc20 = loc("input.mlir":14:3)

