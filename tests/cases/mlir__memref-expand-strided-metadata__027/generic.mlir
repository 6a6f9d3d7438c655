"builtin.module"() ({
  "func.func"() <{function_type = (memref<i32>) -> (memref<i32>, index), sym_name = "extract_strided_metadata_of_extract_strided_metadata"}> ({
  ^bb0(%arg0: memref<i32>):
    %0:2 = "memref.extract_strided_metadata"(%arg0) : (memref<i32>) -> (memref<i32>, index)
    %1:2 = "memref.extract_strided_metadata"(%0#0) : (memref<i32>) -> (memref<i32>, index)
    "func.return"(%1#0, %1#1) : (memref<i32>, index) -> ()
  }) : () -> ()
}) : () -> ()

