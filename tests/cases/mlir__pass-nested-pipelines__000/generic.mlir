"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "unused", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "used"}> ({
    "func.call"() <{callee = @callee}> : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "callee", sym_visibility = "private"}> ({
    "func.return"() : () -> ()
  }) : () -> ()
  "builtin.module"() <{sym_name = "nested"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "inner"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
}) : () -> ()

