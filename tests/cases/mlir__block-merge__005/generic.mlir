"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "with_regions"}> ({
  ^bb0(%arg0: i1):
    "foo.cond_br"()[^bb1, ^bb2] : () -> ()
  ^bb1:  // pred: ^bb0
    "foo.region"() ({
      "foo.inner"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  ^bb2:  // pred: ^bb0
    "foo.region"() ({
      "foo.inner"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

