
// expected-error@+1 {{the target attribute must be a GPU Target attribute}}
gpu.binary @g <#gpu.select_object<"x">> [#gpu.object<#nvvm.target, "x">]
