#loc2 = loc("input.mlir":2:30)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?x4x?x6x7xi32>) -> memref<?x?x42xi32>, sym_name = "simplify_collapse"}> ({
  ^bb0(%arg0: memref<?x?x4x?x6x7xi32> loc("input.mlir":2:30)):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0], [1, 2, 3], [4, 5]]}> : (memref<?x?x4x?x6x7xi32>) -> memref<?x?x42xi32> loc(#loc3)
    "func.return"(%0) : (memref<?x?x42xi32>) -> () loc(#loc4)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":5:21)
#loc4 = loc("input.mlir":8:3)

