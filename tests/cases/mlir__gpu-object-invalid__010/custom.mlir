module {
  gpu.binary @k <#gpu.select_object<5 : i64>> [#gpu.object<#nvvm.target, "x">]
}

