"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x4xf32>) -> (memref<f32, 2>, index), sym_name = "space"}> ({
  ^bb0(%arg1: memref<?x4xf32>):
    %2 = "memref.memory_space_cast"(%arg1) : (memref<?x4xf32>) -> memref<?x4xf32, 2>
    %3:6 = "memref.extract_strided_metadata"(%2) : (memref<?x4xf32, 2>) -> (memref<f32, 2>, index, index, index, index, index)
    "func.return"(%3#0, %3#2) : (memref<f32, 2>, index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x4xf32>) -> index, sym_name = "space_no_base"}> ({
  ^bb0(%arg0: memref<?x4xf32>):
    %0 = "memref.memory_space_cast"(%arg0) : (memref<?x4xf32>) -> memref<?x4xf32, 2>
    %1:6 = "memref.extract_strided_metadata"(%0) : (memref<?x4xf32, 2>) -> (memref<f32, 2>, index, index, index, index, index)
    "func.return"(%1#2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

