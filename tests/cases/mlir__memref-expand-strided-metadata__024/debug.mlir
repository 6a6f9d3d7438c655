#loc2 = loc("input.mlir":3:6)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<2x3x1x1x1xi32, strided<[?, ?, ?, ?, 2], offset: ?>>) -> memref<6x1xi32, strided<[?, ?], offset: ?>>, sym_name = "simplify_collapse_with_dim_of_size1_and_resulting_dyn_stride"}> ({
  ^bb0(%arg0: memref<2x3x1x1x1xi32, strided<[?, ?, ?, ?, 2], offset: ?>> loc("input.mlir":3:6)):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1], [2, 3, 4]]}> : (memref<2x3x1x1x1xi32, strided<[?, ?, ?, ?, 2], offset: ?>>) -> memref<6x1xi32, strided<[?, ?], offset: ?>> loc(#loc3)
    "func.return"(%0) : (memref<6x1xi32, strided<[?, ?], offset: ?>>) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":6:21)
#loc4 = loc("input.mlir":10:3)

