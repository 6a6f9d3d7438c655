"builtin.module"() ({
  "gpu.binary"() <{objects = [#gpu.object<#xevm.target, "x">], offloadingHandler = #gpu.select_object, sym_name = "q"}> : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

