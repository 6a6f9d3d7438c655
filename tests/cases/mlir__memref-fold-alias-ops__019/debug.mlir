#loc2 = loc("input.mlir":2:39)
#loc3 = loc("input.mlir":2:66)
#loc4 = loc("input.mlir":2:81)
#loc5 = loc("input.mlir":2:96)
#loc6 = loc("input.mlir":2:111)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<12x32xf32>, index, index, index, index) -> f32, sym_name = "fold_load_keep_nontemporal"}> ({
  ^bb0(%arg0: memref<12x32xf32> loc("input.mlir":2:39), %arg1: index loc("input.mlir":2:66), %arg2: index loc("input.mlir":2:81), %arg3: index loc("input.mlir":2:96), %arg4: index loc("input.mlir":2:111)):
    %0 = "memref.subview"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 2, 0, 0>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 2, 3>}> : (memref<12x32xf32>, index, index) -> memref<4x4xf32, strided<[64, 3], offset: ?>> loc(#loc7)
    %1 = "memref.load"(%0, %arg3, %arg4) <{nontemporal = true}> : (memref<4x4xf32, strided<[64, 3], offset: ?>>, index, index) -> f32 loc(#loc8)
    "func.return"(%1) : (f32) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc7 = loc("input.mlir":3:8)
#loc8 = loc("input.mlir":4:8)
#loc9 = loc("input.mlir":5:3)

