#loc2 = loc("input.mlir":3:16)
#loc3 = loc("input.mlir":3:35)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, index) -> (), sym_name = "h"}> ({
  ^bb0(%arg0: memref<4xf32> loc("input.mlir":3:16), %arg1: index loc("input.mlir":3:35)):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32 loc(#loc4)
    "memref.store"(%0, %arg0, %arg1) : (f32, memref<4xf32>, index) -> () loc(#loc5)
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":2:1)
#loc1 = loc("input.mlir":3:3)
#loc4 = loc("input.mlir":4:10)
#loc5 = loc("input.mlir":5:5)
#loc6 = loc("input.mlir":6:5)

