#loc2 = loc("input.mlir":2:65)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<i32>) -> (memref<i32>, index), sym_name = "extract_strided_metadata_of_extract_strided_metadata"}> ({
  ^bb0(%arg0: memref<i32> loc("input.mlir":2:65)):
    %0:2 = "memref.extract_strided_metadata"(%arg0) : (memref<i32>) -> (memref<i32>, index) loc(#loc3)
    %1:2 = "memref.extract_strided_metadata"(%0#0) : (memref<i32>) -> (memref<i32>, index) loc(#loc4)
    "func.return"(%1#0, %1#1) : (memref<i32>, index) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":6:5)
#loc4 = loc("input.mlir":9:5)
#loc5 = loc("input.mlir":12:3)

