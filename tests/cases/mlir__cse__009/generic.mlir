"builtin.module"() ({
  "func.func"() <{function_type = (i1, i32) -> (i32, i32, i32, i32), sym_name = "regions"}> ({
  ^bb0(%arg0: i1, %arg1: i32):
    %0 = "scf.if"(%arg0) ({
      %7 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %1 = "scf.if"(%arg0) ({
      %6 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%6) : (i32) -> ()
    }, {
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i1) -> i32
    %2 = "scf.execute_region"() ({
      "cf.br"(%arg1)[^bb1] : (i32) -> ()
    ^bb1(%5: i32):  // pred: ^bb0
      "scf.yield"(%5) : (i32) -> ()
    }) : () -> i32
    %3 = "scf.execute_region"() ({
      "cf.br"(%arg1)[^bb1] : (i32) -> ()
    ^bb1(%4: i32):  // pred: ^bb0
      "scf.yield"(%4) : (i32) -> ()
    }) : () -> i32
    "func.return"(%0, %1, %2, %3) : (i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

