
gpu.binary @k [#gpu.object<#rocdl.target<chip = "gfx900">, kernels = <[#gpu.kernel_metadata<"a", i32>]>, bin = "BLOB">]
