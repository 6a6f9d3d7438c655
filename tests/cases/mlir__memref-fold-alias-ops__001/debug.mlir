#loc2 = loc("input.mlir":2:50)
#loc3 = loc("input.mlir":2:77)
#loc4 = loc("input.mlir":2:92)
#loc5 = loc("input.mlir":2:107)
#loc6 = loc("input.mlir":2:122)
#loc7 = loc("input.mlir":2:137)
#loc8 = loc("input.mlir":2:152)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<12x32xf32>, index, index, index, index, index, index) -> f32, sym_name = "fold_dynamic_stride_subview_with_load"}> ({
  ^bb0(%arg0: memref<12x32xf32> loc("input.mlir":2:50), %arg1: index loc("input.mlir":2:77), %arg2: index loc("input.mlir":2:92), %arg3: index loc("input.mlir":2:107), %arg4: index loc("input.mlir":2:122), %arg5: index loc("input.mlir":2:137), %arg6: index loc("input.mlir":2:152)):
    %0 = "memref.subview"(%arg0, %arg1, %arg2, %arg5, %arg6) <{operandSegmentSizes = array<i32: 1, 2, 0, 2>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<12x32xf32>, index, index, index, index) -> memref<4x4xf32, strided<[?, ?], offset: ?>> loc(#loc9)
    %1 = "memref.load"(%0, %arg3, %arg4) : (memref<4x4xf32, strided<[?, ?], offset: ?>>, index, index) -> f32 loc(#loc10)
    "func.return"(%1) : (f32) -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc9 = loc("input.mlir":3:8)
#loc10 = loc("input.mlir":5:8)
#loc11 = loc("input.mlir":6:3)

