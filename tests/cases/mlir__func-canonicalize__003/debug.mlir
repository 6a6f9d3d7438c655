#loc3 = loc("input.mlir":4:29)
#loc4 = loc("input.mlir":4:47)
"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "callee", sym_visibility = "private"}> ({
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = ((i32) -> i32, i32) -> i32, sym_name = "indirect_unknown"}> ({
  ^bb0(%arg0: (i32) -> i32 loc("input.mlir":4:29), %arg1: i32 loc("input.mlir":4:47)):
    %0 = "func.call_indirect"(%arg0, %arg1) : ((i32) -> i32, i32) -> i32 loc(#loc5)
    "func.return"(%0) : (i32) -> () loc(#loc6)
  }) : () -> () loc(#loc2)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":4:1)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:3)

