#loc2 = loc("input.mlir":2:57)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xi8>) -> index, sym_name = "negative_memref_view_extract_aligned_pointer"}> ({
  ^bb0(%arg0: memref<?xi8> loc("input.mlir":2:57)):
    %0 = "arith.constant"() <{value = 10 : index}> : () -> index loc(#loc3)
    %1 = "memref.view"(%arg0, %0) : (memref<?xi8>, index) -> memref<f32> loc(#loc4)
    %2 = "memref.extract_aligned_pointer_as_index"(%1) : (memref<f32>) -> index loc(#loc5)
    "func.return"(%2) : (index) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:10)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:3)

