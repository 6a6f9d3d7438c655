#loc2 = loc("input.mlir":3:25)
#loc3 = loc("input.mlir":3:34)
#loc4 = loc("input.mlir":3:43)
#loc5 = loc("input.mlir":3:52)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32, i32) -> (), sym_name = "switch_three"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:25), %arg1: i32 loc("input.mlir":3:34), %arg2: i32 loc("input.mlir":3:43), %arg3: i32 loc("input.mlir":3:52)):
    "cf.switch"(%arg0)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> () loc(#loc6)
  ^bb1:  // pred: ^bb0
    "foo.op"(%arg1) : (i32) -> () loc(#loc7)
    "foo.br"()[^bb4] : () -> () loc(#loc8)
  ^bb2:  // pred: ^bb0
    "foo.op"(%arg2) : (i32) -> () loc(#loc9)
    "foo.br"()[^bb4] : () -> () loc(#loc10)
  ^bb3:  // pred: ^bb0
    "foo.op"(%arg3) : (i32) -> () loc(#loc11)
    "foo.br"()[^bb4] : () -> () loc(#loc12)
  ^bb4:  // 3 preds: ^bb1, ^bb2, ^bb3
    "func.return"() : () -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc6 = loc("input.mlir":4:3)
#loc7 = loc("input.mlir":10:3)
#loc8 = loc("input.mlir":11:3)
#loc9 = loc("input.mlir":13:3)
#loc10 = loc("input.mlir":14:3)
#loc11 = loc("input.mlir":16:3)
#loc12 = loc("input.mlir":17:3)
#loc13 = loc("input.mlir":19:3)

