#loc2 = loc("input.mlir":3:17)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> f32, sym_name = "huge"}> ({
  ^bb0(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>> loc("input.mlir":3:17)):
    %0 = "arith.constant"() <{value = 3 : index}> : () -> index loc(#loc3)
    %1 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 9223372036854775807, 4611686018427387904>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 4611686018427387904, 3>}> : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<4x4xf32, strided<[?, ?], offset: ?>> loc(#loc4)
    %2 = "memref.load"(%1, %0, %0) : (memref<4x4xf32, strided<[?, ?], offset: ?>>, index, index) -> f32 loc(#loc5)
    "func.return"(%2) : (f32) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":3:1)
#loc3 = loc("input.mlir":4:9)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":7:3)

