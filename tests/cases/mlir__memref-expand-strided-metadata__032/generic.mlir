"builtin.module"() ({
  "memref.global"() <{constant, initial_value = dense<42> : tensor<512x384xi32>, sym_name = "const_i32", sym_visibility = "private", type = memref<512x384xi32, strided<[420, 1]>>}> : () -> ()
  "func.func"() <{function_type = () -> (memref<i32>, index, index, index, index, index), sym_name = "extract_strided_metadata_of_get_global_with_strides"}> ({
    %0 = "memref.get_global"() <{name = @const_i32}> : () -> memref<512x384xi32, strided<[420, 1]>>
    %1:6 = "memref.extract_strided_metadata"(%0) : (memref<512x384xi32, strided<[420, 1]>>) -> (memref<i32>, index, index, index, index, index)
    "func.return"(%1#0, %1#1, %1#2, %1#3, %1#4, %1#5) : (memref<i32>, index, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

