"builtin.module"() ({
  "gpu.module"() <{sym_name = "k", targets = [#rocdl.target<abi = "">]}> ({
  ^bb0:
  }) : () -> ()
}) : () -> ()

