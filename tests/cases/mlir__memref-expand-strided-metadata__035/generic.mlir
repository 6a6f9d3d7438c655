"builtin.module"() ({
  "func.func"() <{function_type = (memref<5x4xf32>) -> (memref<f32>, index, index, index), sym_name = "extract_strided_metadata_of_collapse_shape"}> ({
  ^bb0(%arg0: memref<5x4xf32>):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (memref<5x4xf32>) -> memref<20xf32>
    %1:4 = "memref.extract_strided_metadata"(%0) : (memref<20xf32>) -> (memref<f32>, index, index, index)
    "func.return"(%1#0, %1#1, %1#2, %1#3) : (memref<f32>, index, index, index) -> ()
  }) : () -> ()
}) : () -> ()

