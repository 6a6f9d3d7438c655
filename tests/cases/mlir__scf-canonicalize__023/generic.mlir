"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "if_combine_not"}> ({
  ^bb0(%arg0: i1):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.xori"(%arg0, %0) : (i1, i1) -> i1
    "scf.if"(%arg0) ({
      "test.a"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.if"(%1) ({
      "test.b"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

