#loc2 = loc("input.mlir":3:47)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<5x4xf32, strided<[4, 1], offset: 2>>) -> (memref<f32>, index, index, index, index, index), sym_name = "extract_strided_metadata_constants"}> ({
  ^bb0(%arg0: memref<5x4xf32, strided<[4, 1], offset: 2>> loc("input.mlir":3:47)):
    %0:6 = "memref.extract_strided_metadata"(%arg0) : (memref<5x4xf32, strided<[4, 1], offset: 2>>) -> (memref<f32>, index, index, index, index, index) loc(#loc3)
    "func.return"(%0#0, %0#1, %0#2, %0#3, %0#4, %0#5) : (memref<f32>, index, index, index, index, index) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":5:49)
#loc4 = loc("input.mlir":9:3)

