"builtin.module"() ({
  "func.func"() <{function_type = (i1, f32) -> (), sym_name = "std_if_else"}> ({
  ^bb0(%arg0: i1, %arg1: f32):
    "scf.if"(%arg0) ({
      %1 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"() : () -> ()
    }, {
      %0 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

