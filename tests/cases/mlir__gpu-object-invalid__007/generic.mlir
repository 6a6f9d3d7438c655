"builtin.module"() ({
  "gpu.binary"() <{objects = [#gpu.object<#nvvm.target, properties = {a = 1 : i64}, kernels = <>, "x">], offloadingHandler = #gpu.select_object, sym_name = "h"}> : () -> ()
}) : () -> ()

