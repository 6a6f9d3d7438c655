"builtin.module"() ({
  "gpu.binary"() <{objects = [#gpu.object<#nvvm.target, properties = {a = 1 : i64}, kernels = <>, "x">], offloadingHandler = #gpu.select_object, sym_name = "h"}> : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

