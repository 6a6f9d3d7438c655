"builtin.module"() ({
  "func.func"() <{function_type = (memref<i16, strided<[], offset: ?>>) -> (memref<i16>, index, index, index, index, index, index, index, index, index, index, index), sym_name = "extract_strided_metadata_of_expand_shape_all_static_0_rank"}> ({
  ^bb0(%arg0: memref<i16, strided<[], offset: ?>>):
    %0 = "memref.expand_shape"(%arg0) <{reassociation = [], static_output_shape = array<i64: 1, 1, 1, 1, 1>}> : (memref<i16, strided<[], offset: ?>>) -> memref<1x1x1x1x1xi16, strided<[1, 1, 1, 1, 1], offset: ?>>
    %1:12 = "memref.extract_strided_metadata"(%0) : (memref<1x1x1x1x1xi16, strided<[1, 1, 1, 1, 1], offset: ?>>) -> (memref<i16>, index, index, index, index, index, index, index, index, index, index, index)
    "func.return"(%1#0, %1#1, %1#2, %1#3, %1#4, %1#5, %1#6, %1#7, %1#8, %1#9, %1#10, %1#11) : (memref<i16>, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

