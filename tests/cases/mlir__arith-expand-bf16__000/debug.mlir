#loc2 = loc("input.mlir":3:14)
#loc3 = loc("input.mlir":3:24)
"builtin.module"() ({
  "func.func"() <{function_type = (bf16, f32) -> (f32, bf16), sym_name = "b"}> ({
  ^bb0(%arg0: bf16 loc("input.mlir":3:14), %arg1: f32 loc("input.mlir":3:24)):
    %0 = "arith.extf"(%arg0) : (bf16) -> f32 loc(#loc4)
    %1 = "arith.truncf"(%arg1) : (f32) -> bf16 loc(#loc5)
    "func.return"(%0, %1) : (f32, bf16) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:3)

