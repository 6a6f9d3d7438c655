"builtin.module"() ({
  "func.func"() <{function_type = (memref<30x4xi16>) -> (memref<i16>, index, index, index, index, index, index, index, index, index, index, index), sym_name = "extract_strided_metadata_of_expand_shape_all_static"}> ({
  ^bb0(%arg0: memref<30x4xi16>):
    %0 = "memref.expand_shape"(%arg0) <{reassociation = [[0, 1, 2], [3, 4]], static_output_shape = array<i64: 3, 5, 2, 2, 2>}> : (memref<30x4xi16>) -> memref<3x5x2x2x2xi16>
    %1:12 = "memref.extract_strided_metadata"(%0) : (memref<3x5x2x2x2xi16>) -> (memref<i16>, index, index, index, index, index, index, index, index, index, index, index)
    "func.return"(%1#0, %1#1, %1#2, %1#3, %1#4, %1#5, %1#6, %1#7, %1#8, %1#9, %1#10, %1#11) : (memref<i16>, index, index, index, index, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

