#loc2 = loc("input.mlir":3:29)
#loc3 = loc("input.mlir":3:46)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<i32>, i32) -> (), sym_name = "uncalled", sym_visibility = "private"}> ({
  ^bb0(%arg0: memref<i32> loc("input.mlir":3:29), %arg1: i32 loc("input.mlir":3:46)):
    "memref.store"(%arg1, %arg0) : (i32, memref<i32>) -> () loc(#loc4)
    "func.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc4 = loc("input.mlir":4:3)
#loc5 = loc("input.mlir":5:3)

