#loc2 = loc("input.mlir":3:5)
#loc3 = loc("input.mlir":4:5)
#loc4 = loc("input.mlir":4:22)
#loc5 = loc("input.mlir":4:39)
#loc6 = loc("input.mlir":5:5)
#loc7 = loc("input.mlir":5:20)
#loc8 = loc("input.mlir":5:35)
#loc9 = loc("input.mlir":6:5)
#loc10 = loc("input.mlir":6:22)
#loc11 = loc("input.mlir":6:39)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, index, index, index, index, index, index, index, index, index) -> memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, sym_name = "simplify_subview_all_dynamic"}> ({
  ^bb0(%arg0: memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> loc("input.mlir":3:5), %arg1: index loc("input.mlir":4:5), %arg2: index loc("input.mlir":4:22), %arg3: index loc("input.mlir":4:39), %arg4: index loc("input.mlir":5:5), %arg5: index loc("input.mlir":5:20), %arg6: index loc("input.mlir":5:35), %arg7: index loc("input.mlir":6:5), %arg8: index loc("input.mlir":6:22), %arg9: index loc("input.mlir":6:39)):
    %0 = "memref.subview"(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9) <{operandSegmentSizes = array<i32: 1, 3, 3, 3>, static_offsets = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_sizes = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>, static_strides = array<i64: -9223372036854775808, -9223372036854775808, -9223372036854775808>}> : (memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>, index, index, index, index, index, index, index, index, index) -> memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>> loc(#loc12)
    "func.return"(%0) : (memref<?x?x?xf32, strided<[?, ?, ?], offset: ?>>) -> () loc(#loc13)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc12 = loc("input.mlir":9:14)
#loc13 = loc("input.mlir":15:3)

