#loc2 = loc("input.mlir":3:27)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x1x1x?xf32, strided<[?, ?, ?, 1], offset: ?>>) -> (index, index, index, index, index), sym_name = "collapse_units"}> ({
  ^bb0(%arg0: memref<?x1x1x?xf32, strided<[?, ?, ?, 1], offset: ?>> loc("input.mlir":3:27)):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1, 2], [3]]}> : (memref<?x1x1x?xf32, strided<[?, ?, ?, 1], offset: ?>>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> loc(#loc3)
    %1:6 = "memref.extract_strided_metadata"(%0) : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index) loc(#loc4)
    "func.return"(%1#1, %1#2, %1#3, %1#4, %1#5) : (index, index, index, index, index) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:26)
#loc5 = loc("input.mlir":6:3)

