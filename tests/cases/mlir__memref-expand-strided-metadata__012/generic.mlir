"builtin.module"() ({
  "func.func"() <{function_type = () -> (memref<i16>, index), sym_name = "extract_strided_metadata_of_alloc_all_static_0_rank"}> ({
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<i16>
    %1:2 = "memref.extract_strided_metadata"(%0) : (memref<i16>) -> (memref<i16>, index)
    "func.return"(%1#0, %1#1) : (memref<i16>, index) -> ()
  }) : () -> ()
}) : () -> ()

