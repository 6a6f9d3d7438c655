"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "if_cond_prop"}> ({
  ^bb0(%arg0: i1):
    "scf.if"(%arg0) ({
      "test.then"(%arg0) : (i1) -> ()
      "scf.if"(%arg0) ({
        "test.nested"(%arg0) : (i1) -> ()
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      "scf.yield"() : () -> ()
    }, {
      "test.else"(%arg0) : (i1) -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "test.after"(%arg0) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

