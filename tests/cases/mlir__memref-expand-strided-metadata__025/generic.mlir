"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x4x?x6x7xi32>) -> (memref<i32>, index, index, index, index, index, index, index), sym_name = "extract_strided_metadata_of_collapse"}> ({
  ^bb0(%arg0: memref<?x?x4x?x6x7xi32>):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0], [1, 2, 3], [4, 5]]}> : (memref<?x?x4x?x6x7xi32>) -> memref<?x?x42xi32>
    %1:8 = "memref.extract_strided_metadata"(%0) : (memref<?x?x42xi32>) -> (memref<i32>, index, index, index, index, index, index, index)
    "func.return"(%1#0, %1#1, %1#2, %1#3, %1#4, %1#5, %1#6, %1#7) : (memref<i32>, index, index, index, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

