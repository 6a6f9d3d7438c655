"builtin.module"() ({
  "gpu.module"() <{sym_name = "i", targets = [#rocdl.target<chip = "">]}> ({
  ^bb0:
  }) : () -> ()
}) : () -> ()

