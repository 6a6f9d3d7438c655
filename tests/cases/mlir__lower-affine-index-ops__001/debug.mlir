#loc2 = loc("input.mlir":2:16)
#loc3 = loc("input.mlir":2:27)
#loc4 = loc("input.mlir":2:38)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (index, index, index, index), sym_name = "dyn"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:16), %arg1: index loc("input.mlir":2:27), %arg2: index loc("input.mlir":2:38)):
    %0:4 = "affine.delinearize_index"(%arg0, %arg1, %arg2) <{static_basis = array<i64: -9223372036854775808, 3, -9223372036854775808, 5>}> : (index, index, index) -> (index, index, index, index) loc(#loc5)
    "func.return"(%0#0, %0#1, %0#2, %0#3) : (index, index, index, index) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":3:10)
#loc6 = loc("input.mlir":4:3)

