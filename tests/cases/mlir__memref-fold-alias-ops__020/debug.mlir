#loc2 = loc("input.mlir":2:40)
#loc3 = loc("input.mlir":2:67)
#loc4 = loc("input.mlir":2:82)
#loc5 = loc("input.mlir":2:97)
#loc6 = loc("input.mlir":2:112)
#loc7 = loc("input.mlir":2:127)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<12x32xf32>, index, index, index, index, f32) -> (), sym_name = "fold_store_keep_nontemporal"}> ({
  ^bb0(%arg0: memref<12x32xf32> loc("input.mlir":2:40), %arg1: index loc("input.mlir":2:67), %arg2: index loc("input.mlir":2:82), %arg3: index loc("input.mlir":2:97), %arg4: index loc("input.mlir":2:112), %arg5: f32 loc("input.mlir":2:127)):
    %0 = "memref.subview"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 2, 3>}> : (memref<12x32xf32>, index, index) -> memref<4x4xf32, strided<[64, 3], offset: ?>> loc(#loc8)
    "memref.store"(%arg5, %0, %arg3, %arg4) <{nontemporal = true}> : (f32, memref<4x4xf32, strided<[64, 3], offset: ?>>, index, index) -> () loc(#loc9)
    "func.return"() : () -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc8 = loc("input.mlir":3:8)
#loc9 = loc("input.mlir":5:3)
#loc10 = loc("input.mlir":6:3)

