"builtin.module"() ({
  "gpu.module"() <{sym_name = "m1", targets = [#rocdl.target<O = 2147483647>]}> ({
  ^bb0:
  }) : () -> ()
  "gpu.module"() <{sym_name = "m2", targets = [#nvvm.target<O = 1>]}> ({
  ^bb0:
  }) : () -> ()
}) : () -> ()

