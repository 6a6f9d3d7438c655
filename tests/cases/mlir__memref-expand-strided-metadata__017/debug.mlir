#loc2 = loc("input.mlir":2:70)
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (memref<i16>, index, index, index), sym_name = "extract_strided_metadata_of_alloc_with_cst_offset_in_type"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:70)):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi16, strided<[1], offset: 10>> loc(#loc3)
    %1:4 = "memref.extract_strided_metadata"(%0) : (memref<4xi16, strided<[1], offset: 10>>) -> (memref<i16>, index, index, index) loc(#loc4)
    "func.return"(%1#0, %1#1, %1#2, %1#3) : (memref<i16>, index, index, index) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":5:8)
#loc4 = loc("input.mlir":6:36)
#loc5 = loc("input.mlir":10:3)

