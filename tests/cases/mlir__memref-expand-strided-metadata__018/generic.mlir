"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (memref<i16>, index, index, index), sym_name = "extract_strided_metadata_of_alloc_with_strided"}> ({
  ^bb0(%arg0: index):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi16, strided<[12]>>
    %1:4 = "memref.extract_strided_metadata"(%0) : (memref<4xi16, strided<[12]>>) -> (memref<i16>, index, index, index)
    "func.return"(%1#0, %1#1, %1#2, %1#3) : (memref<i16>, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

