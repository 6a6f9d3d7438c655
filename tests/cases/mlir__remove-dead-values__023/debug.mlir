#loc2 = loc("input.mlir":3:16)
#loc3 = loc("input.mlir":3:25)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "pub"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:16), %arg1: i32 loc("input.mlir":3:25)):
    %0 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc4)
    "func.return"(%arg0) : (i32) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:3)

