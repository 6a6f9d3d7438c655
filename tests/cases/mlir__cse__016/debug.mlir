#loc2 = loc("input.mlir":3:26)
#loc3 = loc("input.mlir":3:37)
#loc4 = loc("input.mlir":3:48)
#loc7 = loc("input.mlir":5:16)
#loc8 = loc("input.mlir":5:48)
#loc12 = loc("input.mlir":9:16)
#loc13 = loc("input.mlir":9:48)
#loc17 = loc("input.mlir":13:16)
#loc18 = loc("input.mlir":13:48)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (i32, i32), sym_name = "equal_regions"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:26), %arg1: index loc("input.mlir":3:37), %arg2: index loc("input.mlir":3:48)):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32 loc(#loc5)
    %1 = "scf.for"(%arg0, %arg1, %arg2, %0) ({
    ^bb0(%arg7: index loc("input.mlir":5:16), %arg8: i32 loc("input.mlir":5:48)):
      %6 = "arith.addi"(%arg8, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc9)
      "scf.yield"(%6) : (i32) -> () loc(#loc10)
    }) : (index, index, index, i32) -> i32 loc(#loc6)
    %2 = "scf.for"(%arg0, %arg1, %arg2, %0) ({
    ^bb0(%arg5: index loc("input.mlir":9:16), %arg6: i32 loc("input.mlir":9:48)):
      %5 = "arith.addi"(%arg6, %0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc14)
      "scf.yield"(%5) : (i32) -> () loc(#loc15)
    }) : (index, index, index, i32) -> i32 loc(#loc11)
    %3 = "scf.for"(%arg0, %arg1, %arg2, %0) ({
    ^bb0(%arg3: index loc("input.mlir":13:16), %arg4: i32 loc("input.mlir":13:48)):
      %4 = "arith.addi"(%0, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc19)
      "scf.yield"(%4) : (i32) -> () loc(#loc20)
    }) : (index, index, index, i32) -> i32 loc(#loc16)
    "foo.use"(%3) : (i32) -> () loc(#loc21)
    "func.return"(%1, %2) : (i32, i32) -> () loc(#loc22)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:9)
#loc6 = loc("input.mlir":5:8)
#loc9 = loc("input.mlir":6:10)
#loc10 = loc("input.mlir":7:5)
#loc11 = loc("input.mlir":9:8)
#loc14 = loc("input.mlir":10:10)
#loc15 = loc("input.mlir":11:5)
#loc16 = loc("input.mlir":13:8)
#loc19 = loc("input.mlir":14:10)
#loc20 = loc("input.mlir":15:5)
#loc21 = loc("input.mlir":17:3)
#loc22 = loc("input.mlir":18:3)

