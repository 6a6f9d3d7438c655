"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, f32, f32) -> (i32, i32, i32, f32, f32, f32, f32), sym_name = "ops"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32):
    %0 = "arith.ceildivsi"(%arg0, %arg1) : (i32, i32) -> i32
    %1 = "arith.ceildivui"(%arg0, %arg1) : (i32, i32) -> i32
    %2 = "arith.floordivsi"(%arg0, %arg1) : (i32, i32) -> i32
    %3 = "arith.maximumf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4 = "arith.minimumf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %5 = "arith.maxnumf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %6 = "arith.minnumf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%0, %1, %2, %3, %4, %5, %6) : (i32, i32, i32, f32, f32, f32, f32) -> ()
  }) : () -> ()
}) : () -> ()

