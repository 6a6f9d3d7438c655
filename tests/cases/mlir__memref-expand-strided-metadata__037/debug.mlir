#loc2 = loc("input.mlir":2:66)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<20xf32>) -> (index, index, index), sym_name = "extract_strided_metadata_of_memory_space_cast_no_base"}> ({
  ^bb0(%arg0: memref<20xf32> loc("input.mlir":2:66)):
    %0 = "memref.memory_space_cast"(%arg0) : (memref<20xf32>) -> memref<20xf32, 1> loc(#loc3)
    %1:4 = "memref.extract_strided_metadata"(%0) : (memref<20xf32, 1>) -> (memref<f32, 1>, index, index, index) loc(#loc4)
    "func.return"(%1#1, %1#2, %1#3) : (index, index, index) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":5:24)
#loc4 = loc("input.mlir":7:43)
#loc5 = loc("input.mlir":10:3)

