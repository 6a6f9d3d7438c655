"builtin.module"() ({
  "func.func"() <{function_type = (index, index, index) -> (memref<i16>, index, index, index, index, index, index, index, index, index), sym_name = "extract_strided_metadata_of_alloc_dyn_size"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: index):
    %0 = "memref.alloc"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 3, 0>}> : (index, index, index) -> memref<?x4x?x?xi16>
    %1:10 = "memref.extract_strided_metadata"(%0) : (memref<?x4x?x?xi16>) -> (memref<i16>, index, index, index, index, index, index, index, index, index)
    "func.return"(%1#0, %1#1, %1#2, %1#3, %1#4, %1#5, %1#6, %1#7, %1#8, %1#9) : (memref<i16>, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

