"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "i"}> ({
    "func.return"() : () -> () loc(#loc2)
  }) {gpu.kernel = 1 : i64} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":2:46)

