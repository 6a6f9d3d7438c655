#loc2 = loc("input.mlir":5:17)
#loc3 = loc("input.mlir":5:38)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x4xf32>, index) -> f32, sym_name = "load"}> ({
  ^bb0(%arg0: memref<?x4xf32> loc("input.mlir":5:17), %arg1: index loc("input.mlir":5:38)):
    %0 = "memref.load"(%arg0, %arg1, %arg1) : (memref<?x4xf32>, index, index) -> f32 loc(#loc4)
    "func.return"(%0) : (f32) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":5:1)
#loc4 = loc("input.mlir":6:8)
#loc5 = loc("input.mlir":7:3)

