#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:33)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<?xf32> loc("input.mlir":2:14), %arg1: index loc("input.mlir":2:33)):
    %0 = "memref.subview"(%arg0, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (memref<?xf32>, index, index) -> memref<?xf32, strided<[1], offset: ?>> loc(#loc4)
    %1 = "memref.reinterpret_cast"(%arg0, %arg1, %arg1, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 10, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, 1>}> : (memref<?xf32>, index, index, index) -> memref<10x?xf32, strided<[?, 1], offset: ?>> loc(#loc5)
    %2 = "memref.cast"(%1) : (memref<10x?xf32, strided<[?, 1], offset: ?>>) -> memref<10x4xf32, strided<[4, 1], offset: 2>> loc(#loc6)
    %3 = "memref.cast"(%arg0) : (memref<?xf32>) -> memref<*xf32> loc(#loc7)
    %4 = "memref.cast"(%3) : (memref<*xf32>) -> memref<4xf32> loc(#loc8)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:8)
#loc8 = loc("input.mlir":7:8)
#loc9 = loc("input.mlir":8:3)

