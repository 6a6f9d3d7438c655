
gpu.binary @h [#gpu.object<#nvvm.target, properties = {a = 1}, kernels = <>, fatbin = "x">]
