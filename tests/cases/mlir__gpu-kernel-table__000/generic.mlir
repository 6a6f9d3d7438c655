"builtin.module"() ({
  "gpu.binary"() <{objects = [#gpu.object<#rocdl.target, kernels = <[#gpu.kernel_metadata<"a", () -> (), arg_attrs = [{x}], metadata = {a}>]>, bin = "BLOB">], offloadingHandler = #gpu.select_object, sym_name = "k"}> : () -> ()
}) : () -> ()

