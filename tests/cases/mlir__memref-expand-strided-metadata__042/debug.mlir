#loc2 = loc("input.mlir":3:31)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<0xf32>) -> (index, index, index, index), sym_name = "expand_zero_static"}> ({
  ^bb0(%arg0: memref<0xf32> loc("input.mlir":3:31)):
    %0 = "memref.expand_shape"(%arg0) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 0, 3>}> : (memref<0xf32>) -> memref<2x0x3xf32> loc(#loc3)
    %1:8 = "memref.extract_strided_metadata"(%0) : (memref<2x0x3xf32>) -> (memref<f32>, index, index, index, index, index, index, index) loc(#loc4)
    "func.return"(%1#3, %1#5, %1#6, %1#7) : (index, index, index, index) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:8)
#loc4 = loc("input.mlir":5:26)
#loc5 = loc("input.mlir":6:3)

