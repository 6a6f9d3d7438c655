"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "if_attrs"}> ({
  ^bb0(%arg0: i1):
    "scf.if"(%arg0) ({
      "scf.yield"() : () -> ()
    }, {
    }) {foo} : (i1) -> ()
    "scf.if"(%arg0) ({
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) {foo} : (i1) -> ()
    %0 = "scf.execute_region"() <{no_inline}> ({
      %1 = "test.x"() : () -> i32
      "scf.yield"(%1) : (i32) -> ()
    }) {bar} : () -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

