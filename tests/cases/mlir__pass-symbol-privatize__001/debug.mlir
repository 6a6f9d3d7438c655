"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "lonely"}> ({
    "func.return"() : () -> () loc(#loc2)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:3)

