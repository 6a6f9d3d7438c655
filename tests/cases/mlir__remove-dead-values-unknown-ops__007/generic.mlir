"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (), sym_name = "two_regions"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    "foo.two"() ({
      %1 = "scf.if"(%arg0) ({
        "scf.yield"(%arg1) : (i32) -> ()
      }, {
        "scf.yield"(%arg1) : (i32) -> ()
      }) : (i1) -> i32
      "foo.use"(%1) : (i32) -> ()
    }, {
      %0 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

