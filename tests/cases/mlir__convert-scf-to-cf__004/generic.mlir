"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> f32, sym_name = "do_while"}> ({
  ^bb0(%arg0: f32):
    %0 = "scf.while"(%arg0) ({
    ^bb0(%arg2: f32):
      %1 = "foo.cond"(%arg2) : (f32) -> i1
      %2 = "arith.addf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.condition"(%1, %2) : (i1, f32) -> ()
    }, {
    ^bb0(%arg1: f32):
      "scf.yield"(%arg1) : (f32) -> ()
    }) : (f32) -> f32
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

