"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (), sym_name = "while"}> ({
  ^bb0(%arg0: f32):
    %0 = "scf.while"(%arg0) ({
    ^bb0(%arg6: f32):
      %5 = "arith.constant"() <{value = true}> : () -> i1
      "scf.condition"(%5, %arg6) : (i1, f32) -> ()
    }, {
    ^bb0(%arg5: f32):
      %4 = "arith.addf"(%arg5, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%4) : (f32) -> ()
    }) : (f32) -> f32
    %1:2 = "scf.while"(%arg0, %0) ({
    ^bb0(%arg3: f32, %arg4: f32):
      %2 = "arith.constant"() <{value = 42 : i64}> : () -> i64
      %3 = "arith.constant"() <{value = false}> : () -> i1
      "scf.condition"(%3, %2, %arg4) : (i1, i64, f32) -> ()
    }, {
    ^bb0(%arg1: i64, %arg2: f32):
      "scf.yield"(%arg0, %arg2) : (f32, f32) -> ()
    }) {foo = "bar"} : (f32, f32) -> (i64, f32)
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

