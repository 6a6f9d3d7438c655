#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:35)
#loc11 = loc("input.mlir":10:14)
#loc12 = loc("input.mlir":10:33)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x4xf32>, index) -> memref<?x2x2xf32>, sym_name = "f"}> ({
  ^bb0(%arg2: memref<?x4xf32> loc("input.mlir":2:14), %arg3: index loc("input.mlir":2:35)):
    %2 = "memref.expand_shape"(%arg2, %arg3) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 1, 4>}> : (memref<?x4xf32>, index) -> memref<?x1x4xf32> loc(#loc4)
    %3 = "memref.collapse_shape"(%2) <{reassociation = [[0, 1], [2]]}> : (memref<?x1x4xf32>) -> memref<?x4xf32> loc(#loc5)
    %4 = "memref.expand_shape"(%arg2, %arg3) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: -9223372036854775808, 2, 2>}> : (memref<?x4xf32>, index) -> memref<?x2x2xf32> loc(#loc6)
    %5 = "memref.collapse_shape"(%4) <{reassociation = [[0], [1], [2]]}> : (memref<?x2x2xf32>) -> memref<?x2x2xf32> loc(#loc7)
    "test.use"(%3) : (memref<?x4xf32>) -> () loc(#loc8)
    "func.return"(%5) : (memref<?x2x2xf32>) -> () loc(#loc9)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (memref<?xf32>, index) -> memref<?x4xf32>, sym_name = "g"}> ({
  ^bb0(%arg0: memref<?xf32> loc("input.mlir":10:14), %arg1: index loc("input.mlir":10:33)):
    %0 = "memref.expand_shape"(%arg0, %arg1) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: -9223372036854775808, 2, 2>}> : (memref<?xf32>, index) -> memref<?x2x2xf32> loc(#loc13)
    %1 = "memref.collapse_shape"(%0) <{reassociation = [[0], [1, 2]]}> : (memref<?x2x2xf32>) -> memref<?x4xf32> loc(#loc14)
    "func.return"(%1) : (memref<?x4xf32>) -> () loc(#loc15)
  }) : () -> () loc(#loc10)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:8)
#loc8 = loc("input.mlir":7:3)
#loc9 = loc("input.mlir":8:3)
#loc10 = loc("input.mlir":10:1)
#loc13 = loc("input.mlir":11:8)
#loc14 = loc("input.mlir":12:8)
#loc15 = loc("input.mlir":13:3)

