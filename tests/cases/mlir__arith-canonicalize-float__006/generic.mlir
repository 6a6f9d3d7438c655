"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "minmax"}> ({
  ^bb0(%arg0: f32):
    %0 = "arith.maximumf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %1 = "arith.minnumf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %2 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %5 = "arith.maximumf"(%arg0, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6 = "arith.minimumf"(%arg0, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %7 = "arith.maxnumf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8 = "arith.minnumf"(%arg0, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %9 = "arith.maximumf"(%arg0, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %10 = "arith.maxnumf"(%arg0, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%0, %1, %5, %6, %7, %8, %9, %10) : (f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()

