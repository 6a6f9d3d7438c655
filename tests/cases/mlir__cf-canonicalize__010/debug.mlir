#loc2 = loc("input.mlir":2:32)
#loc3 = loc("input.mlir":2:41)
#loc5 = loc("input.mlir":6:6)
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32) -> (), sym_name = "switch_only_default"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":2:32), %arg1: i32 loc("input.mlir":2:41)):
    "cf.switch"(%arg0, %arg1)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> () loc(#loc4)
  ^bb1(%0: i32 loc("input.mlir":6:6)):  // pred: ^bb0
    "test.use"(%0) : (i32) -> () loc(#loc6)
    "func.return"() : () -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:3)
#loc6 = loc("input.mlir":7:3)
#loc7 = loc("input.mlir":8:3)

