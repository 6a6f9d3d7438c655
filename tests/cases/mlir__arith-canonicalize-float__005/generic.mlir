"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (f32, f32, f32, f32, vector<2xf16>), sym_name = "negf"}> ({
  ^bb0(%arg0: f32):
    %0 = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %1 = "arith.negf"(%0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %2 = "arith.constant"() <{value = 2.000000e+00 : f32}> : () -> f32
    %3 = "arith.negf"(%2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %4 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %5 = "arith.negf"(%4) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %6 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %7 = "arith.negf"(%6) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %8 = "arith.constant"() <{value = dense<[1.000000e+00, -2.000000e+00]> : vector<2xf16>}> : () -> vector<2xf16>
    %9 = "arith.negf"(%8) <{fastmath = #arith.fastmath<none>}> : (vector<2xf16>) -> vector<2xf16>
    "func.return"(%1, %3, %5, %7, %9) : (f32, f32, f32, f32, vector<2xf16>) -> ()
  }) : () -> ()
}) : () -> ()

