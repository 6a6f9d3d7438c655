"builtin.module"() ({
  "func.func"() <{function_type = (f4E2M1FN, f32, f8E8M0FNU) -> (f32, f4E2M1FN, f32, f8E8M0FNU), sym_name = "b"}> ({
  ^bb0(%arg0: f4E2M1FN, %arg1: f32, %arg2: f8E8M0FNU):
    %0 = "arith.extf"(%arg0) : (f4E2M1FN) -> f32
    %1 = "arith.truncf"(%arg1) : (f32) -> f4E2M1FN
    %2 = "arith.extf"(%arg2) : (f8E8M0FNU) -> f32
    %3 = "arith.truncf"(%arg1) : (f32) -> f8E8M0FNU
    "func.return"(%0, %1, %2, %3) : (f32, f4E2M1FN, f32, f8E8M0FNU) -> ()
  }) : () -> ()
}) : () -> ()

