"builtin.module"() ({
  "func.func"() <{function_type = (memref<f32>) -> index, sym_name = "extract_aligned_pointer_as_index"}> ({
  ^bb0(%arg0: memref<f32>):
    %0 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (memref<f32>) -> memref<f32>
    %1 = "memref.extract_aligned_pointer_as_index"(%arg0) : (memref<f32>) -> index
    "func.return"(%1) : (index) -> ()
  }) : () -> ()
}) : () -> ()

