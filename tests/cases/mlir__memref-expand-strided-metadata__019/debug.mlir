#loc2 = loc("input.mlir":2:45)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<f32>) -> index, sym_name = "extract_aligned_pointer_as_index"}> ({
  ^bb0(%arg0: memref<f32> loc("input.mlir":2:45)):
    %0 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (memref<f32>) -> memref<f32> loc(#loc3)
    %1 = "memref.extract_aligned_pointer_as_index"(%arg0) : (memref<f32>) -> index loc(#loc4)
    "func.return"(%1) : (index) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:3)

