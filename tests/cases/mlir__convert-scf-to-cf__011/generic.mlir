"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "if_in_unregistered"}> ({
  ^bb0(%arg0: i1):
    "foo.region"() ({
      "scf.if"(%arg0) ({
        "foo.x"() : () -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "foo.end"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

