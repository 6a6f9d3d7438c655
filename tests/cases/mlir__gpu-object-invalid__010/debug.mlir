"builtin.module"() ({
  "gpu.binary"() <{objects = [#gpu.object<#nvvm.target, "x">], offloadingHandler = #gpu.select_object<5 : i64>, sym_name = "k"}> : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

