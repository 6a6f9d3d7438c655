"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32, vector<2xf16>, vector<2xf16>) -> (f32, f32, vector<2xf16>), sym_name = "negf_patterns"}> ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: vector<2xf16>, %arg3: vector<2xf16>):
    %0 = "arith.negf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %1 = "arith.negf"(%arg1) <{fastmath = #arith.fastmath<nnan>}> : (f32) -> f32
    %2 = "arith.mulf"(%0, %1) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %3 = "arith.divf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4 = "arith.negf"(%arg2) <{fastmath = #arith.fastmath<none>}> : (vector<2xf16>) -> vector<2xf16>
    %5 = "arith.negf"(%arg3) <{fastmath = #arith.fastmath<none>}> : (vector<2xf16>) -> vector<2xf16>
    %6 = "arith.divf"(%4, %5) <{fastmath = #arith.fastmath<nsz>}> : (vector<2xf16>, vector<2xf16>) -> vector<2xf16>
    "func.return"(%2, %3, %6) : (f32, f32, vector<2xf16>) -> ()
  }) : () -> ()
}) : () -> ()

