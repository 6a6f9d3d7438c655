#map = affine_map<(d0, d1) -> (d0 floordiv 4, d1, d0 mod 4)>
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "non_strided"}> ({
  ^bb0(%arg0: index):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x8xf32, #map>
    %1 = "memref.extract_aligned_pointer_as_index"(%0) : (memref<8x8xf32, #map>) -> index
    "func.return"(%1) : (index) -> ()
  }) : () -> ()
}) : () -> ()

