"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "mapping"}> ({
    "func.return"() : () -> ()
  }) {m = [#gpu.thread<x>, #gpu.block<y>, #gpu.warp<z>, #gpu.warpgroup<linear_dim_3>, #gpu.lane<x>, #gpu.memory_space<workgroup>]} : () -> ()
}) : () -> ()

