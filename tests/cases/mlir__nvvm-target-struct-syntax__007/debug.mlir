"builtin.module"() ({
  "gpu.module"() <{sym_name = "h", targets = [#rocdl.target<triple = "">]}> ({
  ^bb0:
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

