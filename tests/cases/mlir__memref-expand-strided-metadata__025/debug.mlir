#loc2 = loc("input.mlir":2:49)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x4x?x6x7xi32>) -> (memref<i32>, index, index, index, index, index, index, index), sym_name = "extract_strided_metadata_of_collapse"}> ({
  ^bb0(%arg0: memref<?x?x4x?x6x7xi32> loc("input.mlir":2:49)):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0], [1, 2, 3], [4, 5]]}> : (memref<?x?x4x?x6x7xi32>) -> memref<?x?x42xi32> loc(#loc3)
    %1:8 = "memref.extract_strided_metadata"(%0) : (memref<?x?x42xi32>) -> (memref<i32>, index, index, index, index, index, index, index) loc(#loc4)
    "func.return"(%1#0, %1#1, %1#2, %1#3, %1#4, %1#5, %1#6, %1#7) : (memref<i32>, index, index, index, index, index, index, index) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":7:21)
#loc4 = loc("input.mlir":11:5)
#loc5 = loc("input.mlir":16:3)

