
gpu.binary @q [#gpu.object<#xevm.target, "x">]
