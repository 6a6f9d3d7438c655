#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:36)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<20x?xf32>, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<20x?xf32> loc("input.mlir":2:14), %arg1: index loc("input.mlir":2:36)):
    %0 = "memref.expand_shape"(%arg0, %arg1, %arg1) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 4, 5, -9223372036854775808, -9223372036854775808>}> : (memref<20x?xf32>, index, index) -> memref<4x5x?x?xf32> loc(#loc4)
    "func.return"() : () -> () loc(#loc5)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:3)

