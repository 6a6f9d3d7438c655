module {
  gpu.binary @h  [#gpu.object<#nvvm.target, properties = {a = 1 : i64}, kernels = <>, "x">]
}

