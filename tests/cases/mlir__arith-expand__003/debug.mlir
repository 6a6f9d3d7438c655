#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:23)
#loc7 = loc("input.mlir":6:14)
#loc8 = loc("input.mlir":6:33)
#loc12 = loc("input.mlir":10:14)
#loc13 = loc("input.mlir":10:33)
"builtin.module"() ({
  "func.func"() <{function_type = (f32, f8E8M0FNU) -> f4E2M1FN, sym_name = "s"}> ({
  ^bb0(%arg4: f32 loc("input.mlir":2:14), %arg5: f8E8M0FNU loc("input.mlir":2:23)):
    %2 = "arith.scaling_truncf"(%arg4, %arg5) : (f32, f8E8M0FNU) -> f4E2M1FN loc(#loc4)
    "func.return"(%2) : (f4E2M1FN) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (vector<4xf32>, vector<4xf32>) -> vector<4xf16>, sym_name = "t"}> ({
  ^bb0(%arg2: vector<4xf32> loc("input.mlir":6:14), %arg3: vector<4xf32> loc("input.mlir":6:33)):
    %1 = "arith.scaling_truncf"(%arg2, %arg3) : (vector<4xf32>, vector<4xf32>) -> vector<4xf16> loc(#loc9)
    "func.return"(%1) : (vector<4xf16>) -> () loc(#loc10)
  }) : () -> () loc(#loc6)
  "func.func"() <{function_type = (vector<4xf16>, vector<4xbf16>) -> vector<4xf32>, sym_name = "e"}> ({
  ^bb0(%arg0: vector<4xf16> loc("input.mlir":10:14), %arg1: vector<4xbf16> loc("input.mlir":10:33)):
    %0 = "arith.scaling_extf"(%arg0, %arg1) : (vector<4xf16>, vector<4xbf16>) -> vector<4xf32> loc(#loc14)
    "func.return"(%0) : (vector<4xf32>) -> () loc(#loc15)
  }) : () -> () loc(#loc11)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:3)
#loc6 = loc("input.mlir":6:1)
#loc9 = loc("input.mlir":7:8)
#loc10 = loc("input.mlir":8:3)
#loc11 = loc("input.mlir":10:1)
#loc14 = loc("input.mlir":11:8)
#loc15 = loc("input.mlir":12:3)

