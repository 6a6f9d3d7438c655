
gpu.binary @k <#gpu.select_object<5>> [#gpu.object<#nvvm.target, "x">]
