#loc2 = loc("input.mlir":4:18)
#loc7 = loc("input.mlir":9:26)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x4xf32>) -> (memref<f32, 2>, index), sym_name = "space"}> ({
  ^bb0(%arg1: memref<?x4xf32> loc("input.mlir":4:18)):
    %2 = "memref.memory_space_cast"(%arg1) : (memref<?x4xf32>) -> memref<?x4xf32, 2> loc(#loc3)
    %3:6 = "memref.extract_strided_metadata"(%2) : (memref<?x4xf32, 2>) -> (memref<f32, 2>, index, index, index, index, index) loc(#loc4)
    "func.return"(%3#0, %3#2) : (memref<f32, 2>, index) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (memref<?x4xf32>) -> index, sym_name = "space_no_base"}> ({
  ^bb0(%arg0: memref<?x4xf32> loc("input.mlir":9:26)):
    %0 = "memref.memory_space_cast"(%arg0) : (memref<?x4xf32>) -> memref<?x4xf32, 2> loc(#loc8)
    %1:6 = "memref.extract_strided_metadata"(%0) : (memref<?x4xf32, 2>) -> (memref<f32, 2>, index, index, index, index, index) loc(#loc9)
    "func.return"(%1#2) : (index) -> () loc(#loc10)
  }) : () -> () loc(#loc6)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc3 = loc("input.mlir":5:8)
#loc4 = loc("input.mlir":6:24)
#loc5 = loc("input.mlir":7:3)
#loc6 = loc("input.mlir":9:1)
#loc8 = loc("input.mlir":10:8)
#loc9 = loc("input.mlir":11:24)
#loc10 = loc("input.mlir":12:3)

