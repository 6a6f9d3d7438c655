#loc2 = loc("input.mlir":3:18)
#loc3 = loc("input.mlir":3:37)
#loc4 = loc("input.mlir":3:48)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, index, index) -> memref<?x4xf32, strided<[?, 1], offset: ?>>, sym_name = "chain"}> ({
  ^bb0(%arg0: memref<?xf32> loc("input.mlir":3:18), %arg1: index loc("input.mlir":3:37), %arg2: index loc("input.mlir":3:48)):
    %0 = "memref.expand_shape"(%arg0, %arg2) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 8>}> : (memref<?xf32>, index) -> memref<?x8xf32> loc(#loc5)
    %1 = "memref.subview"(%0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 2>, static_sizes = array<i64: -9223372036854775808, 6>, static_strides = array<i64: 1, 1>}> : (memref<?x8xf32>, index, index) -> memref<?x6xf32, strided<[8, 1], offset: ?>> loc(#loc6)
    %2 = "memref.subview"(%1, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 1, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 4>, static_strides = array<i64: 1, 1>}> : (memref<?x6xf32, strided<[8, 1], offset: ?>>, index, index) -> memref<?x4xf32, strided<[8, 1], offset: ?>> loc(#loc7)
    %3 = "memref.cast"(%2) : (memref<?x4xf32, strided<[8, 1], offset: ?>>) -> memref<?x4xf32, strided<[?, 1], offset: ?>> loc(#loc8)
    "func.return"(%3) : (memref<?x4xf32, strided<[?, 1], offset: ?>>) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:8)
#loc8 = loc("input.mlir":7:8)
#loc9 = loc("input.mlir":8:3)

