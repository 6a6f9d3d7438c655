"builtin.module"() ({
  "gpu.module"() <{sym_name = "o", targets = [#nvvm.target]}> ({
  ^bb0:
  }) : () -> ()
}) : () -> ()

