"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "i"}> ({
    "func.return"() : () -> ()
  }) {gpu.kernel = 1 : i64} : () -> ()
}) : () -> ()

