#loc2 = loc("input.mlir":3:18)
#loc3 = loc("input.mlir":3:27)
#loc4 = loc("input.mlir":3:36)
#loc5 = loc("input.mlir":3:45)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32, i32) -> (), sym_name = "three"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:18), %arg1: i32 loc("input.mlir":3:27), %arg2: i32 loc("input.mlir":3:36), %arg3: i32 loc("input.mlir":3:45)):
    "foo.pre"() : () -> () loc(#loc6)
    "cf.switch"(%arg0)[^bb1, ^bb2, ^bb3, ^bb4] <{case_operand_segments = array<i32: 0, 0, 0>, case_values = dense<[1, 2, 3]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> () loc(#loc7)
  ^bb1:  // pred: ^bb0
    "foo.op"(%arg1, %arg1, %arg2, %arg2) : (i32, i32, i32, i32) -> () loc(#loc8)
    "cf.br"()[^bb5] : () -> () loc(#loc9)
  ^bb2:  // pred: ^bb0
    "foo.op"(%arg2, %arg2, %arg3, %arg1) : (i32, i32, i32, i32) -> () loc(#loc10)
    "cf.br"()[^bb5] : () -> () loc(#loc11)
  ^bb3:  // pred: ^bb0
    "foo.op"(%arg3, %arg3, %arg1, %arg1) : (i32, i32, i32, i32) -> () loc(#loc12)
    "cf.br"()[^bb5] : () -> () loc(#loc13)
  ^bb4:  // pred: ^bb0
    "foo.last"() : () -> () loc(#loc14)
    "cf.br"()[^bb5] : () -> () loc(#loc15)
  ^bb5:  // 4 preds: ^bb1, ^bb2, ^bb3, ^bb4
    "func.return"() : () -> () loc(#loc16)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc6 = loc("input.mlir":4:3)
#loc7 = loc("input.mlir":5:3)
#loc8 = loc("input.mlir":12:3)
#loc9 = loc("input.mlir":13:3)
#loc10 = loc("input.mlir":15:3)
#loc11 = loc("input.mlir":16:3)
#loc12 = loc("input.mlir":18:3)
#loc13 = loc("input.mlir":19:3)
#loc14 = loc("input.mlir":21:3)
#loc15 = loc("input.mlir":22:3)
#loc16 = loc("input.mlir":24:3)

