#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:28)
"builtin.module"() ({
  "func.func"() <{function_type = (f4E2M1FN, f8E8M0FNU) -> f32, sym_name = "s"}> ({
  ^bb0(%arg0: f4E2M1FN loc("input.mlir":2:14), %arg1: f8E8M0FNU loc("input.mlir":2:28)):
    %0 = "arith.scaling_extf"(%arg0, %arg1) : (f4E2M1FN, f8E8M0FNU) -> f32 loc(#loc4)
    "func.return"(%0) : (f32) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:3)

