#loc2 = loc("input.mlir":2:14)
#loc7 = loc("input.mlir":7:14)
#loc12 = loc("input.mlir":12:14)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x5x6xf32>) -> memref<4x5x2x3xf32>, sym_name = "f"}> ({
  ^bb0(%arg2: memref<4x5x6xf32> loc("input.mlir":2:14)):
    %4 = "memref.collapse_shape"(%arg2) <{reassociation = [[0, 1], [2]]}> : (memref<4x5x6xf32>) -> memref<20x6xf32> loc(#loc3)
    %5 = "memref.expand_shape"(%4) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 4, 5, 2, 3>}> : (memref<20x6xf32>) -> memref<4x5x2x3xf32> loc(#loc4)
    "func.return"(%5) : (memref<4x5x2x3xf32>) -> () loc(#loc5)
  }) : () -> () loc(#loc1)
  "func.func"() <{function_type = (memref<4x5x2x3xf32>) -> memref<4x5x6xf32>, sym_name = "g"}> ({
  ^bb0(%arg1: memref<4x5x2x3xf32> loc("input.mlir":7:14)):
    %2 = "memref.collapse_shape"(%arg1) <{reassociation = [[0, 1], [2, 3]]}> : (memref<4x5x2x3xf32>) -> memref<20x6xf32> loc(#loc8)
    %3 = "memref.expand_shape"(%2) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 4, 5, 6>}> : (memref<20x6xf32>) -> memref<4x5x6xf32> loc(#loc9)
    "func.return"(%3) : (memref<4x5x6xf32>) -> () loc(#loc10)
  }) : () -> () loc(#loc6)
  "func.func"() <{function_type = (memref<4x6xf32>) -> memref<4x2x3xf32>, sym_name = "h"}> ({
  ^bb0(%arg0: memref<4x6xf32> loc("input.mlir":12:14)):
    %0 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (memref<4x6xf32>) -> memref<24xf32> loc(#loc13)
    %1 = "memref.expand_shape"(%0) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 4, 2, 3>}> : (memref<24xf32>) -> memref<4x2x3xf32> loc(#loc14)
    "func.return"(%1) : (memref<4x2x3xf32>) -> () loc(#loc15)
  }) : () -> () loc(#loc11)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:3)
#loc6 = loc("input.mlir":7:1)
#loc8 = loc("input.mlir":8:8)
#loc9 = loc("input.mlir":9:8)
#loc10 = loc("input.mlir":10:3)
#loc11 = loc("input.mlir":12:1)
#loc13 = loc("input.mlir":13:8)
#loc14 = loc("input.mlir":14:8)
#loc15 = loc("input.mlir":15:3)

