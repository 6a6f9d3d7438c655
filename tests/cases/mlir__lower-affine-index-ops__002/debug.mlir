#loc2 = loc("input.mlir":2:24)
#loc3 = loc("input.mlir":2:35)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> (index, index, index), sym_name = "dyn_nobound"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:24), %arg1: index loc("input.mlir":2:35)):
    %0:3 = "affine.delinearize_index"(%arg0, %arg1) <{static_basis = array<i64: -9223372036854775808, 7>}> : (index, index) -> (index, index, index) loc(#loc4)
    "func.return"(%0#0, %0#1, %0#2) : (index, index, index) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:10)
#loc5 = loc("input.mlir":4:3)

