"builtin.module"() ({
  "func.func"() <{function_type = (f32, f64, vector<4xf32>, tensor<4xf32>, i32, vector<4xi32>, f16) -> (), sym_name = "math_ops"}> ({
  ^bb0(%arg0: f32, %arg1: f64, %arg2: vector<4xf32>, %arg3: tensor<4xf32>, %arg4: i32, %arg5: vector<4xi32>, %arg6: f16):
    %0 = "math.absf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %1 = "math.absi"(%arg4) : (i32) -> i32
    %2 = "math.acos"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %3 = "math.acosh"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %4 = "math.asin"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %5 = "math.asinh"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %6 = "math.atan"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %7 = "math.atan2"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %8 = "math.atanh"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %9 = "math.cbrt"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %10 = "math.ceil"(%arg2) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
    %11 = "math.clampf"(%arg0, %arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
    %12 = "math.copysign"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %13 = "math.cos"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %14 = "math.cosh"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %15 = "math.ctlz"(%arg4) : (i32) -> i32
    %16 = "math.ctpop"(%arg5) : (vector<4xi32>) -> vector<4xi32>
    %17 = "math.cttz"(%arg4) : (i32) -> i32
    %18 = "math.erf"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %19 = "math.erfc"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %20 = "math.exp"(%arg3) <{fastmath = #arith.fastmath<none>}> : (tensor<4xf32>) -> tensor<4xf32>
    %21 = "math.exp2"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %22 = "math.expm1"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %23 = "math.floor"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %24 = "math.fma"(%arg0, %arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
    %25 = "math.fpowi"(%arg0, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
    %26 = "math.ipowi"(%arg4, %arg4) : (i32, i32) -> i32
    %27 = "math.isfinite"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %28 = "math.isinf"(%arg2) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xi1>
    %29 = "math.isnan"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %30 = "math.isnormal"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %31 = "math.log"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %32 = "math.log10"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %33 = "math.log1p"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %34 = "math.log2"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %35 = "math.powf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %36 = "math.round"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %37 = "math.roundeven"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %38 = "math.rsqrt"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %39 = "math.sin"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %40:2 = "math.sincos"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> (f32, f32)
    %41 = "math.sinh"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %42 = "math.sqrt"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %43 = "math.tan"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %44 = "math.tanh"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %45 = "math.trunc"(%arg0) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %46 = "math.absf"(%arg0) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
    %47 = "math.powf"(%arg0, %arg0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %48 = "math.fma"(%arg2, %arg2, %arg2) <{fastmath = #arith.fastmath<contract>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %49 = "math.fpowi"(%arg2, %arg5) <{fastmath = #arith.fastmath<afn>}> : (vector<4xf32>, vector<4xi32>) -> vector<4xf32>
    %50 = "math.sqrt"(%arg6) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
    %51:2 = "math.sincos"(%arg2) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>) -> (vector<4xf32>, vector<4xf32>)
    %52 = "math.clampf"(%arg2, %arg2, %arg2) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %53 = "math.atan2"(%arg1, %arg1) <{fastmath = #arith.fastmath<nsz>}> : (f64, f64) -> f64
    %54 = "math.isnan"(%arg3) <{fastmath = #arith.fastmath<none>}> : (tensor<4xf32>) -> tensor<4xi1>
    %55 = "math.sin"(%arg0) <{fastmath = #arith.fastmath<none>}> {attr = 1 : i64} : (f32) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

