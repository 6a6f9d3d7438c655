"builtin.module"() ({
  "func.func"() <{function_type = (memref<0xf32>) -> (index, index, index, index), sym_name = "expand_zero_static"}> ({
  ^bb0(%arg0: memref<0xf32>):
    %0 = "memref.expand_shape"(%arg0) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 2, 0, 3>}> : (memref<0xf32>) -> memref<2x0x3xf32>
    %1:8 = "memref.extract_strided_metadata"(%0) : (memref<2x0x3xf32>) -> (memref<f32>, index, index, index, index, index, index, index)
    "func.return"(%1#3, %1#5, %1#6, %1#7) : (index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

