module {
  gpu.binary @k  [#gpu.object<#rocdl.target, kernels = <[#gpu.kernel_metadata<"a", () -> (), arg_attrs = [{x}], metadata = {a}>]>, bin = "BLOB">]
}

