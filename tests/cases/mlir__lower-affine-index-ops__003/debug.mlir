#loc2 = loc("input.mlir":2:16)
#loc3 = loc("input.mlir":2:27)
#loc4 = loc("input.mlir":2:38)
#loc5 = loc("input.mlir":2:49)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index, index) -> (index, index), sym_name = "lin"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:16), %arg1: index loc("input.mlir":2:27), %arg2: index loc("input.mlir":2:38), %arg3: index loc("input.mlir":2:49)):
    %0 = "affine.linearize_index"(%arg0, %arg1, %arg2, %arg3) <{disjoint, operandSegmentSizes = array<i32: 3, 1>, static_basis = array<i64: -9223372036854775808, 4, 5>}> : (index, index, index, index) -> index loc(#loc6)
    %1 = "affine.linearize_index"(%arg0, %arg1, %arg2, %arg3) <{disjoint = false, operandSegmentSizes = array<i32: 3, 1>, static_basis = array<i64: 4, -9223372036854775808>}> : (index, index, index, index) -> index loc(#loc7)
    "func.return"(%0, %1) : (index, index) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":3:8)
#loc7 = loc("input.mlir":4:8)
#loc8 = loc("input.mlir":5:3)

