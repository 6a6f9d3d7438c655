"builtin.module"() ({
  "func.func"() <{function_type = (memref<5x4xf32, strided<[4, 1], offset: 2>>) -> (memref<f32>, index, index, index, index, index), sym_name = "extract_strided_metadata_constants"}> ({
  ^bb0(%arg0: memref<5x4xf32, strided<[4, 1], offset: 2>>):
    %0:6 = "memref.extract_strided_metadata"(%arg0) : (memref<5x4xf32, strided<[4, 1], offset: 2>>) -> (memref<f32>, index, index, index, index, index)
    "func.return"(%0#0, %0#1, %0#2, %0#3, %0#4, %0#5) : (memref<f32>, index, index, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

