#loc2 = loc("input.mlir":3:22)
#loc3 = loc("input.mlir":3:33)
#loc4 = loc("input.mlir":3:44)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (index, index, index), sym_name = "index_ops"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:22), %arg1: index loc("input.mlir":3:33), %arg2: index loc("input.mlir":3:44)):
    %0:2 = "affine.delinearize_index"(%arg0) <{static_basis = array<i64: 16, 4>}> : (index) -> (index, index) loc(#loc5)
    %1 = "affine.linearize_index"(%arg1, %arg2) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 8, 4>}> : (index, index) -> index loc(#loc6)
    "func.return"(%0#0, %0#1, %1) : (index, index, index) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:10)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:3)

