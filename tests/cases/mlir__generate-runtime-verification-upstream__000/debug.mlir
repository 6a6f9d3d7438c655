#loc2 = loc("input.mlir":6:25)
#loc3 = loc("input.mlir":6:44)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, index) -> memref<?x5xf32>, sym_name = "expand_shape"}> ({
  ^bb0(%arg0: memref<?xf32> loc("input.mlir":6:25), %arg1: index loc("input.mlir":6:44)):
    %0 = "memref.expand_shape"(%arg0, %arg1) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 5>}> : (memref<?xf32>, index) -> memref<?x5xf32> loc(#loc4)
    "func.return"(%0) : (memref<?x5xf32>) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":6:1)
#loc4 = loc("input.mlir":7:8)
#loc5 = loc("input.mlir":8:3)

