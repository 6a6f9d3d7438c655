#loc2 = loc("input.mlir":2:45)
#loc3 = loc("input.mlir":3:45)
#loc4 = loc("input.mlir":3:57)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?xf32>, index, index) -> memref<f32, strided<[], offset: ?>>, sym_name = "subview_of_subview_rank_reducing"}> ({
  ^bb0(%arg0: memref<?x?x?xf32> loc("input.mlir":2:45), %arg1: index loc("input.mlir":3:45), %arg2: index loc("input.mlir":3:57)):
    %0 = "memref.subview"(%arg0, %arg1) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 3, 1, 8>, static_sizes = array<i64: 1, -9223372036854775808, 1>, static_strides = array<i64: 1, 1, 1>}> : (memref<?x?x?xf32>, index) -> memref<?xf32, strided<[?], offset: ?>> loc(#loc5)
    %1 = "memref.subview"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 6>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<?xf32, strided<[?], offset: ?>>) -> memref<f32, strided<[], offset: ?>> loc(#loc6)
    "func.return"(%1) : (memref<f32, strided<[], offset: ?>>) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":9:8)
#loc7 = loc("input.mlir":12:3)

