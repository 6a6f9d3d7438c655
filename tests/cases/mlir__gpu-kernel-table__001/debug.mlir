"builtin.module"() ({
  "gpu.binary"() <{objects = [#gpu.object<#rocdl.target, kernels = <[#gpu.kernel_metadata<"a", i32>]>, bin = "BLOB">], offloadingHandler = #gpu.select_object, sym_name = "k"}> : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

