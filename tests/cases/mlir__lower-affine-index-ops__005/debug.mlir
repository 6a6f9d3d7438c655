#loc2 = loc("input.mlir":2:19)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "single"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:19)):
    %0 = "affine.delinearize_index"(%arg0) <{static_basis = array<i64: 16>}> : (index) -> index loc(#loc3)
    "func.return"(%0) : (index) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:3)

