"builtin.module"() ({
  "func.func"() <{function_type = () -> (memref<i16>, index), sym_name = "extract_strided_metadata_of_alloc_all_static_0_rank"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i16> loc(#loc2)
    %1:2 = "memref.extract_strided_metadata"(%0) : (memref<i16>) -> (memref<i16>, index) loc(#loc3)
    "func.return"(%1#0, %1#1) : (memref<i16>, index) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc2 = loc("input.mlir":5:8)
#loc3 = loc("input.mlir":6:20)
#loc4 = loc("input.mlir":10:3)

