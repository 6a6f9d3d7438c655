"builtin.module"() ({
  "gpu.module"() <{sym_name = "e", targets = [#nvvm.target<triple = "nvptx", chip = "sm_70", features = "+ptx60", flags = {fast}, link = ["a.bc"], verifyTarget = false>]}> ({
  ^bb0:
  }) : () -> ()
}) : () -> ()

