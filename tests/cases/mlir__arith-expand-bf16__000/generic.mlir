"builtin.module"() ({
  "func.func"() <{function_type = (bf16, f32) -> (f32, bf16), sym_name = "b"}> ({
  ^bb0(%arg0: bf16, %arg1: f32):
    %0 = "arith.extf"(%arg0) : (bf16) -> f32
    %1 = "arith.truncf"(%arg1) : (f32) -> bf16
    "func.return"(%0, %1) : (f32, bf16) -> ()
  }) : () -> ()
}) : () -> ()

