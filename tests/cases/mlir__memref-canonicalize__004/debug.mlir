#loc2 = loc("input.mlir":2:21)
#loc3 = loc("input.mlir":2:44)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<2x3x4xf32>, index) -> (memref<24xf32>, memref<2x3x4xf32>, memref<2x3x2x2xf32>), sym_name = "reshapes"}> ({
  ^bb0(%arg0: memref<2x3x4xf32> loc("input.mlir":2:21), %arg1: index loc("input.mlir":2:44)):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1], [2]]}> : (memref<2x3x4xf32>) -> memref<6x4xf32> loc(#loc4)
    %1 = "memref.collapse_shape"(%0) <{reassociation = [[0, 1]]}> : (memref<6x4xf32>) -> memref<24xf32> loc(#loc5)
    %2 = "memref.expand_shape"(%0) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 3, 4>}> : (memref<6x4xf32>) -> memref<2x3x4xf32> loc(#loc6)
    %3 = "memref.expand_shape"(%arg0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 3, 2, 2>}> : (memref<2x3x4xf32>) -> memref<2x3x2x2xf32> loc(#loc7)
    %4 = "memref.collapse_shape"(%3) <{reassociation = [[0], [1], [2, 3]]}> : (memref<2x3x2x2xf32>) -> memref<2x3x4xf32> loc(#loc8)
    %5 = "memref.expand_shape"(%4) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 3, 2, 2>}> : (memref<2x3x4xf32>) -> memref<2x3x2x2xf32> loc(#loc9)
    "func.return"(%1, %2, %5) : (memref<24xf32>, memref<2x3x4xf32>, memref<2x3x2x2xf32>) -> () loc(#loc10)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc4 = loc("input.mlir":3:8)
#loc5 = loc("input.mlir":4:8)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:8)
#loc8 = loc("input.mlir":7:8)
#loc9 = loc("input.mlir":8:8)
#loc10 = loc("input.mlir":9:3)

