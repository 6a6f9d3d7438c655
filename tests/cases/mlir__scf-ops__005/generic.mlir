"builtin.module"() ({
  "func.func"() <{function_type = (i1, f32) -> (), sym_name = "std_if_yield"}> ({
  ^bb0(%arg0: i1, %arg1: f32):
    %0:2 = "scf.if"(%arg0) ({
      %3 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %4 = "arith.subf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%3, %4) : (f32, f32) -> ()
    }, {
      %1 = "arith.addf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2 = "arith.subf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%1, %2) : (f32, f32) -> ()
    }) : (i1) -> (f32, f32)
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

