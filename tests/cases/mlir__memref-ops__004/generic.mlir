"builtin.module"() ({
  "func.func"() <{function_type = (memref<f32>, memref<4xf32>) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<f32>, %arg1: memref<4xf32>):
    %0:2 = "memref.extract_strided_metadata"(%arg0) : (memref<f32>) -> (memref<f32>, index)
    %1:4 = "memref.extract_strided_metadata"(%arg1) : (memref<4xf32>) -> (memref<f32>, index, index, index)
    "test.use"(%0#1, %1#3) : (index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

