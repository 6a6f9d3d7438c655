#loc2 = loc("input.mlir":4:24)
#loc3 = loc("input.mlir":4:43)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, index) -> (index, index, index, index), sym_name = "reinterpret"}> ({
  ^bb0(%arg0: memref<?xf32> loc("input.mlir":4:24), %arg1: index loc("input.mlir":4:43)):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index loc(#loc4)
    %1 = "memref.reinterpret_cast"(%arg0, %0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, 8>, static_strides = array<i64: 8, 1>}> : (memref<?xf32>, index, index) -> memref<?x8xf32, strided<[8, 1], offset: ?>> loc(#loc5)
    %2:6 = "memref.extract_strided_metadata"(%1) : (memref<?x8xf32, strided<[8, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index) loc(#loc6)
    %3 = "memref.extract_aligned_pointer_as_index"(%1) : (memref<?x8xf32, strided<[8, 1], offset: ?>>) -> index loc(#loc7)
    "func.return"(%2#1, %2#2, %2#4, %3) : (index, index, index, index) -> () loc(#loc8)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:9)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":7:26)
#loc7 = loc("input.mlir":8:8)
#loc8 = loc("input.mlir":9:3)

