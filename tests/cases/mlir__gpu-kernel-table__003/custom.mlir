module {
  gpu.binary @k  [#gpu.object<#rocdl.target, kernels = <>, bin = "BLOB">]
}

