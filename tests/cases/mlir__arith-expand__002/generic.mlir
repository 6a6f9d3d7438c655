"builtin.module"() ({
  "func.func"() <{function_type = (f4E2M1FN, f8E8M0FNU) -> f32, sym_name = "s"}> ({
  ^bb0(%arg0: f4E2M1FN, %arg1: f8E8M0FNU):
    %0 = "arith.scaling_extf"(%arg0, %arg1) : (f4E2M1FN, f8E8M0FNU) -> f32
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

