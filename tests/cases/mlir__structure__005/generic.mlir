"builtin.module"() <{sym_name = "named"}> ({
  "t.inside"() : () -> ()
}) {t.attr = 1 : i32} : () -> ()

