"builtin.module"() ({
  "func.func"() <{function_type = (f32, f16, i32) -> (f32, f32, f16, f16, f16, f32, f16), sym_name = "float_chains"}> ({
  ^bb0(%arg0: f32, %arg1: f16, %arg2: i32):
    %0 = "arith.truncf"(%arg0) <{fastmath = #arith.fastmath<contract>}> : (f32) -> f16
    %1 = "arith.extf"(%0) <{fastmath = #arith.fastmath<contract>}> : (f16) -> f32
    %2 = "arith.truncf"(%arg0) : (f32) -> f16
    %3 = "arith.extf"(%2) <{fastmath = #arith.fastmath<contract>}> : (f16) -> f32
    %4 = "arith.extf"(%arg1) : (f16) -> f64
    %5 = "arith.truncf"(%4) : (f64) -> f16
    %6 = "arith.extf"(%arg1) : (f16) -> f64
    %7 = "arith.truncf"(%6) : (f64) -> bf16
    %8 = "arith.sitofp"(%arg2) : (i32) -> f32
    %9 = "arith.truncf"(%8) : (f32) -> f16
    %10 = "arith.uitofp"(%arg2) : (i32) -> f32
    %11 = "arith.extf"(%10) : (f32) -> f64
    %12 = "arith.truncf"(%11) : (f64) -> f32
    %13 = "arith.uitofp"(%arg2) : (i32) -> f32
    %14 = "arith.truncf"(%13) <{roundingmode = 2 : i32}> : (f32) -> f16
    %15 = "arith.extf"(%arg1) : (f16) -> f32
    %16 = "arith.truncf"(%15) : (f32) -> f16
    "func.return"(%1, %3, %5, %14, %9, %12, %16) : (f32, f32, f16, f16, f16, f32, f16) -> ()
  }) : () -> ()
}) : () -> ()

