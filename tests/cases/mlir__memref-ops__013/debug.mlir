#loc2 = loc("input.mlir":2:14)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x?x1xf32, strided<[?, ?, 1]>>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<4x?x1xf32, strided<[?, ?, 1]>> loc("input.mlir":2:14)):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1, 2]]}> : (memref<4x?x1xf32, strided<[?, ?, 1]>>) -> memref<?xf32, strided<[?]>> loc(#loc3)
    "func.return"() : () -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:3)

