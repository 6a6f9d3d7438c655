"builtin.module"() ({
  "gpu.binary"() <{objects = [#gpu.object<#rocdl.target, kernels = <[#gpu.kernel_metadata<"a", i32>]>, bin = "BLOB">], offloadingHandler = #gpu.select_object, sym_name = "k"}> : () -> ()
}) : () -> ()

