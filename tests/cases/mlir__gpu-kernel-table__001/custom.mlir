module {
  gpu.binary @k  [#gpu.object<#rocdl.target, kernels = <[#gpu.kernel_metadata<"a", i32>]>, bin = "BLOB">]
}

