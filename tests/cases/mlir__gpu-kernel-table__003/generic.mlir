"builtin.module"() ({
  "gpu.binary"() <{objects = [#gpu.object<#rocdl.target, kernels = <>, bin = "BLOB">], offloadingHandler = #gpu.select_object, sym_name = "k"}> : () -> ()
}) : () -> ()

