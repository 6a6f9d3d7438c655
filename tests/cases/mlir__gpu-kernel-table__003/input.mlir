
gpu.binary @k [#gpu.object<#rocdl.target<chip = "gfx900">, kernels = <>, bin = "BLOB">]
