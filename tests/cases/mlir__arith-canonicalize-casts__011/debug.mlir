#loc2 = loc("input.mlir":2:23)
"builtin.module"() ({
  "func.func"() <{function_type = (bf16) -> (f16, bf16), sym_name = "bf16_chain"}> ({
  ^bb0(%arg0: bf16 loc("input.mlir":2:23)):
    %0 = "arith.extf"(%arg0) : (bf16) -> f32 loc(#loc3)
    %1 = "arith.truncf"(%0) : (f32) -> f16 loc(#loc4)
    %2 = "arith.extf"(%arg0) : (bf16) -> f64 loc(#loc5)
    %3 = "arith.truncf"(%2) : (f64) -> bf16 loc(#loc6)
    "func.return"(%1, %3) : (f16, bf16) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:8)
#loc7 = loc("input.mlir":7:3)

