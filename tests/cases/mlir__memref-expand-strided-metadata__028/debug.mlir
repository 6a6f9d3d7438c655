#loc2 = loc("input.mlir":3:3)
#loc3 = loc("input.mlir":4:3)
#loc4 = loc("input.mlir":5:3)
#loc5 = loc("input.mlir":5:19)
#loc6 = loc("input.mlir":6:3)
#loc7 = loc("input.mlir":6:21)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xi32, strided<[?, ?], offset: ?>>, index, index, index, index, index) -> (memref<i32>, index, index, index, index, index), sym_name = "extract_strided_metadata_of_reinterpret_cast"}> ({
  ^bb0(%arg0: memref<?x?xi32, strided<[?, ?], offset: ?>> loc("input.mlir":3:3), %arg1: index loc("input.mlir":4:3), %arg2: index loc("input.mlir":5:3), %arg3: index loc("input.mlir":5:19), %arg4: index loc("input.mlir":6:3), %arg5: index loc("input.mlir":6:21)):
    %0 = "memref.reinterpret_cast"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) <{operandSegmentSizes = array<i32: 1, 1, 2, 2>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<?x?xi32, strided<[?, ?], offset: ?>>, index, index, index, index, index) -> memref<?x?xi32, strided<[?, ?], offset: ?>> loc(#loc8)
    %1:6 = "memref.extract_strided_metadata"(%0) : (memref<?x?xi32, strided<[?, ?], offset: ?>>) -> (memref<i32>, index, index, index, index, index) loc(#loc9)
    "func.return"(%1#0, %1#1, %1#2, %1#3, %1#4, %1#5) : (memref<i32>, index, index, index, index, index) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc8 = loc("input.mlir":12:5)
#loc9 = loc("input.mlir":20:5)
#loc10 = loc("input.mlir":25:3)

