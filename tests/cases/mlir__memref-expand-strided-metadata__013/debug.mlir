#loc2 = loc("input.mlir":3:3)
#loc3 = loc("input.mlir":3:23)
#loc4 = loc("input.mlir":3:43)
"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (memref<i16>, index, index, index, index, index, index, index, index, index), sym_name = "extract_strided_metadata_of_alloc_dyn_size"}> ({
  ^bb0(%arg0: index loc("input.mlir":3:3), %arg1: index loc("input.mlir":3:23), %arg2: index loc("input.mlir":3:43)):
    %0 = "memref.alloc"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 3, 0>}> : (index, index, index) -> memref<?x4x?x?xi16> loc(#loc5)
    %1:10 = "memref.extract_strided_metadata"(%0) : (memref<?x4x?x?xi16>) -> (memref<i16>, index, index, index, index, index, index, index, index, index) loc(#loc6)
    "func.return"(%1#0, %1#1, %1#2, %1#3, %1#4, %1#5, %1#6, %1#7, %1#8, %1#9) : (memref<i16>, index, index, index, index, index, index, index, index, index) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":8:8)
#loc6 = loc("input.mlir":10:42)
#loc7 = loc("input.mlir":16:3)

