"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "if_empty_else"}> ({
  ^bb0(%arg0: i1):
    "scf.if"(%arg0) ({
      "test.then"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

