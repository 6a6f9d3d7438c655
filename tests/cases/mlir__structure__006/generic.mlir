"builtin.module"() ({
  "builtin.module"() <{sym_name = "nested"}> ({
  ^bb0:
  }) : () -> ()
}) : () -> ()

