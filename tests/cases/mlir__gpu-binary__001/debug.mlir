"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "mapping"}> ({
    "func.return"() : () -> () loc(#loc2)
  }) {m = [#gpu.thread<x>, #gpu.block<y>, #gpu.warp<z>, #gpu.warpgroup<linear_dim_3>, #gpu.lane<x>, #gpu.memory_space<workgroup>]} : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":3:3)

