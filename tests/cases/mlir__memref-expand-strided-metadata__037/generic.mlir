"builtin.module"() ({
  "func.func"() <{function_type = (memref<20xf32>) -> (index, index, index), sym_name = "extract_strided_metadata_of_memory_space_cast_no_base"}> ({
  ^bb0(%arg0: memref<20xf32>):
    %0 = "memref.memory_space_cast"(%arg0) : (memref<20xf32>) -> memref<20xf32, 1>
    %1:4 = "memref.extract_strided_metadata"(%0) : (memref<20xf32, 1>) -> (memref<f32, 1>, index, index, index)
    "func.return"(%1#1, %1#2, %1#3) : (index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

