"builtin.module"() ({
  "gpu.module"() <{sym_name = "m1", targets = [#rocdl.target<O = 2147483647>]}> ({
  ^bb0:
  }) : () -> () loc(#loc1)
  "gpu.module"() <{sym_name = "m2", targets = [#nvvm.target<O = 1>]}> ({
  ^bb0:
  }) : () -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":4:1)

