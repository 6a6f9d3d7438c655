#loc2 = loc("input.mlir":3:14)
#loc3 = loc("input.mlir":3:28)
#loc4 = loc("input.mlir":3:37)
"builtin.module"() ({
  "func.func"() <{function_type = (f4E2M1FN, f32, f8E8M0FNU) -> (f32, f4E2M1FN, f32, f8E8M0FNU), sym_name = "b"}> ({
  ^bb0(%arg0: f4E2M1FN loc("input.mlir":3:14), %arg1: f32 loc("input.mlir":3:28), %arg2: f8E8M0FNU loc("input.mlir":3:37)):
    %0 = "arith.extf"(%arg0) : (f4E2M1FN) -> f32 loc(#loc5)
    %1 = "arith.truncf"(%arg1) : (f32) -> f4E2M1FN loc(#loc6)
    %2 = "arith.extf"(%arg2) : (f8E8M0FNU) -> f32 loc(#loc7)
    %3 = "arith.truncf"(%arg1) : (f32) -> f8E8M0FNU loc(#loc8)
    "func.return"(%0, %1, %2, %3) : (f32, f4E2M1FN, f32, f8E8M0FNU) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:8)
#loc8 = loc("input.mlir":7:8)
#loc9 = loc("input.mlir":8:3)

