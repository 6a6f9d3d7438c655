"builtin.module"() ({
  "func.func"() <{function_type = (i8) -> (i1, i1), sym_name = "cmpf_zero"}> ({
  ^bb0(%arg0: i8):
    %0 = "arith.sitofp"(%arg0) : (i8) -> f32
    %1 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %2 = "arith.cmpf"(%0, %1) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
    %3 = "arith.cmpf"(%0, %1) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    "func.return"(%2, %3) : (i1, i1) -> ()
  }) : () -> ()
}) : () -> ()

