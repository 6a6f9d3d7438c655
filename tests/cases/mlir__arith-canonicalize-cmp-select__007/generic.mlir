"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> (i1, i1, i1, i1, i1, i1, vector<2xi1>), sym_name = "cmpf_nan"}> ({
  ^bb0(%arg0: f32):
    %0 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32
    %1 = "arith.cmpf"(%arg0, %0) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %2 = "arith.cmpf"(%0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (f32, f32) -> i1
    %3 = "arith.cmpf"(%arg0, %0) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %4 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %5 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %7 = "arith.cmpf"(%5, %6) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %8 = "arith.cmpf"(%6, %5) <{fastmath = #arith.fastmath<none>, predicate = 6 : i64}> : (f32, f32) -> i1
    %9 = "arith.constant"() <{value = dense<1.000000e+00> : vector<2xf32>}> : () -> vector<2xf32>
    %10 = "arith.cmpf"(%9, %9) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    "func.return"(%1, %2, %3, %4, %7, %8, %10) : (i1, i1, i1, i1, i1, i1, vector<2xi1>) -> ()
  }) : () -> ()
}) : () -> ()

