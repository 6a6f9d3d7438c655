"builtin.module"() ({
  "func.func"() <{function_type = (f32, i32, complex<f32>) -> (), sym_name = "flags"}> ({
  ^bb0(%arg0: f32, %arg1: i32, %arg2: complex<f32>):
    %0 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %1 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %2 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %3 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %4 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "math.exp"(%arg0) <{fastmath = #arith.fastmath<contract,afn>}> : (f32) -> f32
    %6 = "complex.exp"(%arg2) <{fastmath = #arith.fastmath<nsz,arcp>}> : (complex<f32>) -> complex<f32>
    %7 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<nnan>}> : (f32, f32) -> f32
    %8 = "arith.addf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %9 = "math.fma"(%arg0, %arg0, %arg0) <{fastmath = #arith.fastmath<reassoc,nnan,ninf,nsz,arcp,contract>}> : (f32, f32, f32) -> f32
    %10 = "arith.muli"(%arg1, %arg1) <{overflowFlags = #arith.overflow<nsw>}> {extra = "x"} : (i32, i32) -> i32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

