"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xi8>) -> index, sym_name = "negative_memref_view_extract_aligned_pointer"}> ({
  ^bb0(%arg0: memref<?xi8>):
    %0 = "arith.constant"() <{value = 10 : index}> : () -> index
    %1 = "memref.view"(%arg0, %0) : (memref<?xi8>, index) -> memref<f32>
    %2 = "memref.extract_aligned_pointer_as_index"(%1) : (memref<f32>) -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

