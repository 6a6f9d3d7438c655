
gpu.binary @f <#gpu.select_object<#nvvm.target>> [#gpu.object<#nvvm.target, "x">]
