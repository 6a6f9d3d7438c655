"builtin.module"() ({
  "gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "x">], offloadingHandler = #gpu.select_object<#nvvm.target>, sym_name = "f"}> : () -> ()
}) : () -> ()

