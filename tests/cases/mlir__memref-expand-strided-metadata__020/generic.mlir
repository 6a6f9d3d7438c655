"builtin.module"() ({
  "func.func"() <{function_type = (memref<*xf32>) -> index, sym_name = "extract_aligned_pointer_as_index_of_unranked_source"}> ({
  ^bb0(%arg0: memref<*xf32>):
    %0 = "memref.reinterpret_cast"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64>, static_strides = array<i64>}> : (memref<*xf32>) -> memref<f32>
    %1 = "memref.extract_aligned_pointer_as_index"(%0) : (memref<f32>) -> index
    "func.return"(%1) : (index) -> ()
  }) : () -> ()
}) : () -> ()

