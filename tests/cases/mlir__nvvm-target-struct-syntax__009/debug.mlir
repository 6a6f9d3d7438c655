"builtin.module"() ({
  "gpu.module"() <{sym_name = "j", targets = [#rocdl.target<O = 1, triple = "amdgcn", chip = "gfx90a", features = "+wavefrontsize64", abi = "500", flags = {fast}, link = ["x"]>]}> ({
  ^bb0:
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)

