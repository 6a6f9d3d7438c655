"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "function2"}> ({
    %0 = "foo"() : () -> i32 loc(#loc2)
    "func.return"(%0) : (i32) -> () loc(#loc3)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:8)
#loc3 = loc("input.mlir":4:3)

