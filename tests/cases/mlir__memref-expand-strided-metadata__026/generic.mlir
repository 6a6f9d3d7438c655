"builtin.module"() ({
  "func.func"() <{function_type = (memref<1x1x1x1x1x1xi32>) -> (memref<i32>, index), sym_name = "extract_strided_metadata_of_collapse_to_rank0"}> ({
  ^bb0(%arg0: memref<1x1x1x1x1x1xi32>):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = []}> : (memref<1x1x1x1x1x1xi32>) -> memref<i32>
    %1:2 = "memref.extract_strided_metadata"(%0) : (memref<i32>) -> (memref<i32>, index)
    "func.return"(%1#0, %1#1) : (memref<i32>, index) -> ()
  }) : () -> ()
}) : () -> ()

