"builtin.module"() ({
  "func.func"() <{function_type = (i1) -> (), sym_name = "in_module"}> ({
  ^bb0(%arg3: i1):
    "scf.if"(%arg3) ({
      "foo.x"() : () -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> (), sym_name = "second"}> ({
  ^bb0(%arg0: index, %arg1: index):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.for"(%arg0, %arg1, %0) ({
    ^bb0(%arg2: index):
      "foo.y"(%arg2) : (index) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

