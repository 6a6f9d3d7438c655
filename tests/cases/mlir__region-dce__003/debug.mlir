#loc2 = loc("input.mlir":3:28)
#loc3 = loc("input.mlir":3:37)
#loc4 = loc("input.mlir":3:46)
#loc6 = loc("input.mlir":9:6)
#loc9 = loc("input.mlir":12:6)
#loc10 = loc("input.mlir":12:15)
#loc13 = loc("input.mlir":15:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32) -> (), sym_name = "switch_operands"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:28), %arg1: i32 loc("input.mlir":3:37), %arg2: i32 loc("input.mlir":3:46)):
    "cf.switch"(%arg0, %arg1, %arg1, %arg2, %arg2)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 2, 1>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, i32, i32, i32, i32) -> () loc(#loc5)
  ^bb1(%0: i32 loc("input.mlir":9:6)):  // pred: ^bb0
    "foo.d"() : () -> () loc(#loc7)
    "cf.br"()[^bb4] : () -> () loc(#loc8)
  ^bb2(%1: i32 loc("input.mlir":12:6), %2: i32 loc("input.mlir":12:15)):  // pred: ^bb0
    "foo.e"(%2) : (i32) -> () loc(#loc11)
    "cf.br"()[^bb4] : () -> () loc(#loc12)
  ^bb3(%3: i32 loc("input.mlir":15:6)):  // pred: ^bb0
    "foo.f"(%3) : (i32) -> () loc(#loc14)
    "cf.br"()[^bb4] : () -> () loc(#loc15)
  ^bb4:  // 3 preds: ^bb1, ^bb2, ^bb3
    "foo.g"() : () -> () loc(#loc16)
    "func.return"() : () -> () loc(#loc17)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:3)
#loc7 = loc("input.mlir":10:3)
#loc8 = loc("input.mlir":11:3)
#loc11 = loc("input.mlir":13:3)
#loc12 = loc("input.mlir":14:3)
#loc14 = loc("input.mlir":16:3)
#loc15 = loc("input.mlir":17:3)
#loc16 = loc("input.mlir":19:3)
#loc17 = loc("input.mlir":20:3)

