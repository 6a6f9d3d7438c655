"builtin.module"() ({
  "gpu.module"() <{sym_name = "g", targets = [#rocdl.target<O = 4>]}> ({
  ^bb0:
  }) : () -> ()
}) : () -> ()

