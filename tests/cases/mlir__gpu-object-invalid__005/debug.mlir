"builtin.module"() ({
  "gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "x">], offloadingHandler = #gpu.select_object<#nvvm.target>, sym_name = "f"}> : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

