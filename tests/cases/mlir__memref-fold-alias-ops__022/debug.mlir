#loc2 = loc("input.mlir":4:29)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<12x32xf32>) -> f32, sym_name = "constant_indices"}> ({
  ^bb0(%arg0: memref<12x32xf32> loc("input.mlir":4:29)):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index loc(#loc3)
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index loc(#loc4)
    %2 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 4>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 2, 3>}> : (memref<12x32xf32>) -> memref<4x4xf32, strided<[64, 3], offset: 68>> loc(#loc5)
    %3 = "memref.load"(%2, %0, %1) : (memref<4x4xf32, strided<[64, 3], offset: 68>>, index, index) -> f32 loc(#loc6)
    "func.return"(%3) : (f32) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc3 = loc("input.mlir":5:9)
#loc4 = loc("input.mlir":6:9)
#loc5 = loc("input.mlir":7:8)
#loc6 = loc("input.mlir":8:8)
#loc7 = loc("input.mlir":9:3)

