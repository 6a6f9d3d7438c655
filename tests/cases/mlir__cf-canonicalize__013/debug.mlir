#loc2 = loc("input.mlir":2:36)
#loc5 = loc("input.mlir":8:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (), sym_name = "switch_constant_default"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:36)):
    %0 = "arith.constant"() <{value = 5 : i32}> : () -> i32 loc(#loc3)
    "cf.switch"(%0, %arg0)[^bb1, ^bb2] <{case_operand_segments = array<i32: 0>, case_values = dense<10> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> () loc(#loc4)
  ^bb1(%1: i32 loc("input.mlir":8:6)):  // pred: ^bb0
    "test.one"(%1) : (i32) -> () loc(#loc6)
    "func.return"() : () -> () loc(#loc7)
  ^bb2:  // pred: ^bb0
    "test.two"() : () -> () loc(#loc8)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:3)
#loc6 = loc("input.mlir":9:3)
#loc7 = loc("input.mlir":10:3)
#loc8 = loc("input.mlir":12:3)
#loc9 = loc("input.mlir":13:3)

