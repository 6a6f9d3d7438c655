"builtin.module"() ({
  "gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "x">], offloadingHandler = #gpu.select_object<5 : i64>, sym_name = "k"}> : () -> ()
}) : () -> ()

