#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:31)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<f32>, memref<4xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<f32> loc("input.mlir":2:14), %arg1: memref<4xf32> loc("input.mlir":2:31)):
    %0:2 = "memref.extract_strided_metadata"(%arg0) : (memref<f32>) -> (memref<f32>, index) loc(#loc4)
    %1:4 = "memref.extract_strided_metadata"(%arg1) : (memref<4xf32>) -> (memref<f32>, index, index, index) loc(#loc5)
    "test.use"(%0#1, %1#3) : (index, index) -> () loc(#loc6)
    "func.return"() : () -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:10)
#loc5 = loc("input.mlir":4:10)
#loc6 = loc("input.mlir":5:3)
#loc7 = loc("input.mlir":6:3)

