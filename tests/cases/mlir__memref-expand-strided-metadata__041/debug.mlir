#loc2 = loc("input.mlir":4:24)
#loc3 = loc("input.mlir":4:46)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?xf32>, index) -> (memref<?x0xf32>, memref<0x?xf32>), sym_name = "expand_zero"}> ({
  ^bb0(%arg0: memref<?xf32> loc("input.mlir":4:24), %arg1: index loc("input.mlir":4:46)):
    %0 = "memref.expand_shape"(%arg0, %arg1) <{reassociation = [[0, 1]], static_output_shape = array<i64: -9223372036854775808, 0>}> : (memref<?xf32>, index) -> memref<?x0xf32> loc(#loc4)
    %1 = "memref.expand_shape"(%arg0, %arg1) <{reassociation = [[0, 1]], static_output_shape = array<i64: 0, -9223372036854775808>}> : (memref<?xf32>, index) -> memref<0x?xf32> loc(#loc5)
    "func.return"(%0, %1) : (memref<?x0xf32>, memref<0x?xf32>) -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc4 = loc("input.mlir":5:8)
#loc5 = loc("input.mlir":6:8)
#loc6 = loc("input.mlir":7:3)

