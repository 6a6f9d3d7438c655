#loc2 = loc("input.mlir":3:5)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<30x4xi16>) -> (memref<i16>, index, index, index, index, index, index, index, index, index, index, index), sym_name = "extract_strided_metadata_of_expand_shape_all_static"}> ({
  ^bb0(%arg0: memref<30x4xi16> loc("input.mlir":3:5)):
    %0 = "memref.expand_shape"(%arg0) <{reassociation = [[0, 1, 2], [3, 4]], static_output_shape = array<i64: 3, 5, 2, 2, 2>}> : (memref<30x4xi16>) -> memref<3x5x2x2x2xi16> loc(#loc3)
    %1:12 = "memref.extract_strided_metadata"(%0) : (memref<3x5x2x2x2xi16>) -> (memref<i16>, index, index, index, index, index, index, index, index, index, index, index) loc(#loc4)
    "func.return"(%1#0, %1#1, %1#2, %1#3, %1#4, %1#5, %1#6, %1#7, %1#8, %1#9, %1#10, %1#11) : (memref<i16>, index, index, index, index, index, index, index, index, index, index, index) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":8:19)
#loc4 = loc("input.mlir":11:42)
#loc5 = loc("input.mlir":17:3)

