#loc2 = loc("input.mlir":3:23)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "unreg_term"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:23)):
    %0 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc3)
    "foo.br"(%0)[^bb1] : (i32) -> () loc(#loc4)
  ^bb1:  // pred: ^bb0
    "func.return"(%arg0) : (i32) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:3)
#loc5 = loc("input.mlir":7:3)

