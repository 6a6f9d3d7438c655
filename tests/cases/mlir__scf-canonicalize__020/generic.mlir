"builtin.module"() ({
  "func.func"() <{function_type = (i1, i1) -> (), sym_name = "if_nested"}> ({
  ^bb0(%arg0: i1, %arg1: i1):
    "scf.if"(%arg0) ({
      "scf.if"(%arg1) ({
        "test.inner"() : () -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

