"builtin.module"() ({
  "gpu.module"() <{sym_name = "h", targets = [#rocdl.target<triple = "">]}> ({
  ^bb0:
  }) : () -> ()
}) : () -> ()

