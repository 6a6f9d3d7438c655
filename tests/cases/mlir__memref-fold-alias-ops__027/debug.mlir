#loc2 = loc("input.mlir":3:31)
#loc3 = loc("input.mlir":3:52)
#loc4 = loc("input.mlir":3:63)
#loc5 = loc("input.mlir":3:74)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, index, index, index) -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<2x2xf32, strided<[?, 2], offset: ?>>), sym_name = "subview_of_subview"}> ({
  ^bb0(%arg0: memref<?x?xf32> loc("input.mlir":3:31), %arg1: index loc("input.mlir":3:52), %arg2: index loc("input.mlir":3:63), %arg3: index loc("input.mlir":3:74)):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc6)
    %1 = "memref.subview"(%arg0, %arg1, %arg3, %0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808, 3>, static_sizes = array<i64: -9223372036854775808, 8>, static_strides = array<i64: -9223372036854775808, 1>}> : (memref<?x?xf32>, index, index, index) -> memref<?x8xf32, strided<[?, 1], offset: ?>> loc(#loc7)
    %2 = "memref.subview"(%1, %arg2, %arg3, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 2, 0>, static_offsets = array<i64: -9223372036854775808, 2>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<?x8xf32, strided<[?, 1], offset: ?>>, index, index, index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> loc(#loc8)
    %3 = "memref.subview"(%1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 2>}> : (memref<?x8xf32, strided<[?, 1], offset: ?>>) -> memref<2x2xf32, strided<[?, 2], offset: ?>> loc(#loc9)
    "func.return"(%2, %3) : (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<2x2xf32, strided<[?, 2], offset: ?>>) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc6 = loc("input.mlir":4:9)
#loc7 = loc("input.mlir":5:8)
#loc8 = loc("input.mlir":6:8)
#loc9 = loc("input.mlir":7:8)
#loc10 = loc("input.mlir":8:3)

