"builtin.module"() ({
  "gpu.module"() <{sym_name = "e", targets = [#nvvm.target<triple = "nvptx", chip = "sm_70", features = "+ptx60", flags = {fast}, link = ["a.bc"], verifyTarget = false>]}> ({
  ^bb0:
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

