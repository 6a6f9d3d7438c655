#loc2 = loc("input.mlir":2:28)
#loc3 = loc("input.mlir":2:37)
#loc6 = loc("input.mlir":9:6)
#loc9 = loc("input.mlir":12:6)
#loc12 = loc("input.mlir":15:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "switch_constant"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:28), %arg1: i32 loc("input.mlir":2:37)):
    %0 = "arith.constant"() <{value = 20 : i32}> : () -> i32 loc(#loc4)
    "cf.switch"(%0, %arg0, %arg0, %arg1)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[10, 20]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i32, i32, i32) -> () loc(#loc5)
  ^bb1(%1: i32 loc("input.mlir":9:6)):  // pred: ^bb0
    "test.one"(%1) : (i32) -> () loc(#loc7)
    "func.return"() : () -> () loc(#loc8)
  ^bb2(%2: i32 loc("input.mlir":12:6)):  // pred: ^bb0
    "test.two"(%2) : (i32) -> () loc(#loc10)
    "func.return"() : () -> () loc(#loc11)
  ^bb3(%3: i32 loc("input.mlir":15:6)):  // pred: ^bb0
    "test.three"(%3) : (i32) -> () loc(#loc13)
    "func.return"() : () -> () loc(#loc14)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:3)
#loc7 = loc("input.mlir":10:3)
#loc8 = loc("input.mlir":11:3)
#loc10 = loc("input.mlir":13:3)
#loc11 = loc("input.mlir":14:3)
#loc13 = loc("input.mlir":16:3)
#loc14 = loc("input.mlir":17:3)

