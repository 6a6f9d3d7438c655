#loc2 = loc("input.mlir":2:14)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<1x1xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<1x1xf32> loc("input.mlir":2:14)):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1], []]}> : (memref<1x1xf32>) -> memref<1x1xf32> loc(#loc3)
    "func.return"() : () -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:3)

