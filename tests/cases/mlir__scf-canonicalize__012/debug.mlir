#loc2 = loc("input.mlir":2:26)
#loc3 = loc("input.mlir":2:38)
#loc4 = loc("input.mlir":2:50)
#loc5 = loc("input.mlir":2:61)
#loc6 = loc("input.mlir":2:70)
#loc7 = loc("input.mlir":2:79)
#loc9 = loc("input.mlir":3:18)
#loc10 = loc("input.mlir":3:52)
#loc11 = loc("input.mlir":3:61)
#loc12 = loc("input.mlir":3:70)
#loc13 = loc("input.mlir":3:79)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i32, i32, i32) -> (i32, i32, i32), sym_name = "for_iter_args"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:26), %arg1: index loc("input.mlir":2:38), %arg2: index loc("input.mlir":2:50), %arg3: i32 loc("input.mlir":2:61), %arg4: i32 loc("input.mlir":2:70), %arg5: i32 loc("input.mlir":2:79)):
    %0:4 = "scf.for"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg3) ({
    ^bb0(%arg6: index loc("input.mlir":3:18), %arg7: i32 loc("input.mlir":3:52), %arg8: i32 loc("input.mlir":3:61), %arg9: i32 loc("input.mlir":3:70), %arg10: i32 loc("input.mlir":3:79)):
      %1 = "test.op"(%arg9) : (i32) -> i32 loc(#loc14)
      "scf.yield"(%arg7, %arg4, %1, %arg10) : (i32, i32, i32, i32) -> () loc(#loc15)
    }) : (index, index, index, i32, i32, i32, i32) -> (i32, i32, i32, i32) loc(#loc8)
    "func.return"(%0#0, %0#1, %0#2) : (i32, i32, i32) -> () loc(#loc16)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc8 = loc("input.mlir":3:10)
#loc14 = loc("input.mlir":4:10)
#loc15 = loc("input.mlir":5:5)
#loc16 = loc("input.mlir":7:3)

