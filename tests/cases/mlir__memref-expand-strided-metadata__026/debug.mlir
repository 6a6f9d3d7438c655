#loc2 = loc("input.mlir":2:58)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<1x1x1x1x1x1xi32>) -> (memref<i32>, index), sym_name = "extract_strided_metadata_of_collapse_to_rank0"}> ({
  ^bb0(%arg0: memref<1x1x1x1x1x1xi32> loc("input.mlir":2:58)):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = []}> : (memref<1x1x1x1x1x1xi32>) -> memref<i32> loc(#loc3)
    %1:2 = "memref.extract_strided_metadata"(%0) : (memref<i32>) -> (memref<i32>, index) loc(#loc4)
    "func.return"(%1#0, %1#1) : (memref<i32>, index) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":5:21)
#loc4 = loc("input.mlir":9:5)
#loc5 = loc("input.mlir":12:3)

