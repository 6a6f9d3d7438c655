#loc2 = loc("input.mlir":3:23)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "unreg_dead"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:23)):
    %0 = "foo.pure"(%arg0) : (i32) -> i32 loc(#loc3)
    "func.return"() : () -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:3)

