#loc2 = loc("input.mlir":3:25)
#loc6 = loc("input.mlir":10:6)
#loc10 = loc("input.mlir":13:19)
#loc12 = loc("input.mlir":16:8)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> (i32, index), sym_name = "switch_while"}> ({
  ^bb0(%arg0: i32 loc("input.mlir":3:25)):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32 loc(#loc3)
    %1 = "arith.constant"() <{value = 7 : i32}> : () -> i32 loc(#loc4)
    "cf.switch"(%0, %arg0, %1)[^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> () loc(#loc5)
  ^bb1(%2: i32 loc("input.mlir":10:6)):  // 2 preds: ^bb0, ^bb0
    %3 = "arith.constant"() <{value = false}> : () -> i1 loc(#loc7)
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index loc(#loc8)
    %5 = "scf.while"(%4) ({
    ^bb0(%arg2: index loc("input.mlir":13:19)):
      "scf.condition"(%3, %arg2) : (i1, index) -> () loc(#loc11)
    }, {
    ^bb0(%arg1: index loc("input.mlir":16:8)):
      "scf.yield"(%arg1) : (index) -> () loc(#loc13)
    }) : (index) -> index loc(#loc9)
    "func.return"(%2, %5) : (i32, index) -> () loc(#loc14)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:9)
#loc4 = loc("input.mlir":5:9)
#loc5 = loc("input.mlir":6:3)
#loc7 = loc("input.mlir":11:12)
#loc8 = loc("input.mlir":12:9)
#loc9 = loc("input.mlir":13:8)
#loc11 = loc("input.mlir":14:5)
#loc13 = loc("input.mlir":17:5)
#loc14 = loc("input.mlir":19:3)

