"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "poison_dead"}> ({
    %0 = "ub.poison"() <{value = #ub.poison}> : () -> i64
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

