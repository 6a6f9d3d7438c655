"builtin.module"() ({
  "func.func"() <{function_type = (bf16) -> (f16, bf16), sym_name = "bf16_chain"}> ({
  ^bb0(%arg0: bf16):
    %0 = "arith.extf"(%arg0) : (bf16) -> f32
    %1 = "arith.truncf"(%0) : (f32) -> f16
    %2 = "arith.extf"(%arg0) : (bf16) -> f64
    %3 = "arith.truncf"(%2) : (f64) -> bf16
    "func.return"(%1, %3) : (f16, bf16) -> ()
  }) : () -> ()
}) : () -> ()

