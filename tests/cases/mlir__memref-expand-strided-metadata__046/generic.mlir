"builtin.module"() ({
  "memref.global"() <{initial_value = dense<1.000000e+00> : tensor<f32>, sym_name = "g", sym_visibility = "private", type = memref<f32>}> : () -> ()
  "func.func"() <{function_type = (memref<4x?xf32>) -> (memref<f32>, index, memref<f32>, index, index, index), sym_name = "others"}> ({
  ^bb0(%arg0: memref<4x?xf32>):
    %0 = "memref.get_global"() <{name = @g}> : () -> memref<f32>
    %1:2 = "memref.extract_strided_metadata"(%0) : (memref<f32>) -> (memref<f32>, index)
    %2 = "memref.assume_alignment"(%arg0) <{alignment = 64 : i32}> : (memref<4x?xf32>) -> memref<4x?xf32>
    %3:6 = "memref.extract_strided_metadata"(%2) : (memref<4x?xf32>) -> (memref<f32>, index, index, index, index, index)
    %4:2 = "memref.extract_strided_metadata"(%3#0) : (memref<f32>) -> (memref<f32>, index)
    "func.return"(%1#0, %1#1, %4#0, %4#1, %3#3, %3#4) : (memref<f32>, index, memref<f32>, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

