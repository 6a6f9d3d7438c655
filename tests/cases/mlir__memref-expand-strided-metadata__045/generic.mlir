"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (index, index, memref<f32>, index, index), sym_name = "allocs"}> ({
  ^bb0(%arg0: index):
    %0 = "memref.alloc"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
    %1:4 = "memref.extract_strided_metadata"(%0) : (memref<?xf32>) -> (memref<f32>, index, index, index)
    %2 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x5xf32>
    %3:6 = "memref.extract_strided_metadata"(%2) : (memref<3x5xf32>) -> (memref<f32>, index, index, index, index, index)
    "func.return"(%1#2, %1#3, %3#0, %3#3, %3#4) : (index, index, memref<f32>, index, index) -> ()
  }) : () -> ()
}) : () -> ()

