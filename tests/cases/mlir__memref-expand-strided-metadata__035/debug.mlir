#loc2 = loc("input.mlir":2:55)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<5x4xf32>) -> (memref<f32>, index, index, index), sym_name = "extract_strided_metadata_of_collapse_shape"}> ({
  ^bb0(%arg0: memref<5x4xf32> loc("input.mlir":2:55)):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (memref<5x4xf32>) -> memref<20xf32> loc(#loc3)
    %1:4 = "memref.extract_strided_metadata"(%0) : (memref<20xf32>) -> (memref<f32>, index, index, index) loc(#loc4)
    "func.return"(%1#0, %1#1, %1#2, %1#3) : (memref<f32>, index, index, index) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":5:15)
#loc4 = loc("input.mlir":8:43)
#loc5 = loc("input.mlir":11:3)

