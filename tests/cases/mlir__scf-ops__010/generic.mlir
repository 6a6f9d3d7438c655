"builtin.module"() ({
  "func.func"() <{function_type = () -> (), sym_name = "infinite_while"}> ({
    %0 = "arith.constant"() <{value = true}> : () -> i1
    "scf.while"() ({
      "scf.condition"(%0) : (i1) -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

