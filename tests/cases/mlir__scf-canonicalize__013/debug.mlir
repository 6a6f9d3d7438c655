#loc2 = loc("input.mlir":2:30)
#loc3 = loc("input.mlir":2:42)
#loc4 = loc("input.mlir":2:54)
#loc5 = loc("input.mlir":2:65)
#loc7 = loc("input.mlir":3:18)
#loc8 = loc("input.mlir":3:52)
#loc9 = loc("input.mlir":3:61)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, i32) -> (i32, i32), sym_name = "for_dup_iter_args"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:30), %arg1: index loc("input.mlir":2:42), %arg2: index loc("input.mlir":2:54), %arg3: i32 loc("input.mlir":2:65)):
    %0:2 = "scf.for"(%arg0, %arg1, %arg2, %arg3, %arg3) ({
    ^bb0(%arg4: index loc("input.mlir":3:18), %arg5: i32 loc("input.mlir":3:52), %arg6: i32 loc("input.mlir":3:61)):
      %1 = "test.op"(%arg5, %arg6) : (i32, i32) -> i32 loc(#loc10)
      "scf.yield"(%1, %1) : (i32, i32) -> () loc(#loc11)
    }) : (index, index, index, i32, i32) -> (i32, i32) loc(#loc6)
    "func.return"(%0#0, %0#1) : (i32, i32) -> () loc(#loc12)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":3:10)
#loc10 = loc("input.mlir":4:10)
#loc11 = loc("input.mlir":5:5)
#loc12 = loc("input.mlir":7:3)

