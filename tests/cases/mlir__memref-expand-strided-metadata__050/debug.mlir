#loc2 = loc("input.mlir":4:24)
#map = affine_map<(d0, d1) -> (d0 floordiv 4, d1, d0 mod 4)>
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> index, sym_name = "non_strided"}> ({
  ^bb0(%arg0: index loc("input.mlir":4:24)):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x8xf32, #map> loc(#loc3)
    %1 = "memref.extract_aligned_pointer_as_index"(%0) : (memref<8x8xf32, #map>) -> index loc(#loc4)
    "func.return"(%1) : (index) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc3 = loc("input.mlir":5:8)
#loc4 = loc("input.mlir":6:8)
#loc5 = loc("input.mlir":7:3)

