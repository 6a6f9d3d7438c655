"builtin.module"() ({
  "gpu.binary"() <{objects = [#gpu.object<#xevm.target, "x">], offloadingHandler = #gpu.select_object, sym_name = "q"}> : () -> ()
}) : () -> ()

