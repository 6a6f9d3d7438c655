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
#loc12 = loc("input.mlir":7:5)
#loc13 = loc("input.mlir":7:18)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32, strided<[?, ?], offset: ?>>, index, index, index, index, index, index, index, index, index, index, index) -> memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>>, sym_name = "simplify_expand_shape"}> ({
  ^bb0(%arg0: memref<?x?xf32, strided<[?, ?], offset: ?>> loc("input.mlir":3:5), %arg1: index loc("input.mlir":4:5), %arg2: index loc("input.mlir":4:22), %arg3: index loc("input.mlir":4:39), %arg4: index loc("input.mlir":5:5), %arg5: index loc("input.mlir":5:20), %arg6: index loc("input.mlir":5:35), %arg7: index loc("input.mlir":6:5), %arg8: index loc("input.mlir":6:22), %arg9: index loc("input.mlir":6:39), %arg10: index loc("input.mlir":7:5), %arg11: index loc("input.mlir":7:18)):
    %0 = "memref.expand_shape"(%arg0, %arg10, %arg11) <{reassociation = [[0, 1, 2, 3], [4, 5, 6, 7]], static_output_shape = array<i64: -9223372036854775808, 7, 8, 9, 10, 2, -9223372036854775808, 3>}> : (memref<?x?xf32, strided<[?, ?], offset: ?>>, index, index) -> memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>> loc(#loc14)
    "func.return"(%0) : (memref<?x7x8x9x10x2x?x3xf32, strided<[?, ?, ?, ?, ?, ?, ?, ?], offset: ?>>) -> () loc(#loc15)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc14 = loc("input.mlir":10:14)
#loc15 = loc("input.mlir":14:3)

