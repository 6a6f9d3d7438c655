#loc2 = loc("input.mlir":2:21)
#loc3 = loc("input.mlir":2:70)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x4xf32, strided<[4, 1], offset: 2>>, memref<8xf32>) -> (index, index, index, memref<?x?xf32, strided<[?, ?], offset: ?>>), sym_name = "metadata"}> ({
  ^bb0(%arg0: memref<?x4xf32, strided<[4, 1], offset: 2>> loc("input.mlir":2:21), %arg1: memref<8xf32> loc("input.mlir":2:70)):
    %0:6 = "memref.extract_strided_metadata"(%arg0) : (memref<?x4xf32, strided<[4, 1], offset: 2>>) -> (memref<f32>, index, index, index, index, index) loc(#loc4)
    %1 = "memref.cast"(%arg1) : (memref<8xf32>) -> memref<?xf32> loc(#loc5)
    %2:4 = "memref.extract_strided_metadata"(%1) : (memref<?xf32>) -> (memref<f32>, index, index, index) loc(#loc6)
    %3 = "memref.reinterpret_cast"(%0#0, %0#1, %0#2, %0#3, %0#4, %0#5) <{operandSegmentSizes = array<i32: 1, 1, 2, 2>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<f32>, index, index, index, index, index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> loc(#loc7)
    "test.use"(%2#2, %2#3, %2#0, %2#1) : (index, index, memref<f32>, index) -> () loc(#loc8)
    "func.return"(%0#1, %0#2, %0#3, %3) : (index, index, index, memref<?x?xf32, strided<[?, ?], offset: ?>>) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:31)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:31)
#loc7 = loc("input.mlir":6:8)
#loc8 = loc("input.mlir":7:3)
#loc9 = loc("input.mlir":8:3)

