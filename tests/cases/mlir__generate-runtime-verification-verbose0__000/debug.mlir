#loc2 = loc("input.mlir":4:23)
#loc3 = loc("input.mlir":4:44)
#loc4 = loc("input.mlir":4:63)
#loc5 = loc("input.mlir":4:74)
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x4xf32>, memref<*xf32>, index, f32) -> f32, sym_name = "memref_ops"}> ({
  ^bb0(%arg0: memref<?x4xf32> loc("input.mlir":4:23), %arg1: memref<*xf32> loc("input.mlir":4:44), %arg2: index loc("input.mlir":4:63), %arg3: f32 loc("input.mlir":4:74)):
    %0 = "memref.load"(%arg0, %arg2, %arg2) : (memref<?x4xf32>, index, index) -> f32 loc(#loc6)
    "memref.store"(%arg3, %arg0, %arg2, %arg2) : (f32, memref<?x4xf32>, index, index) -> () loc(#loc7)
    %1 = "memref.cast"(%arg1) : (memref<*xf32>) -> memref<?x4xf32> loc(#loc8)
    %2 = "memref.dim"(%arg0, %arg2) : (memref<?x4xf32>, index) -> index loc(#loc9)
    %3 = "memref.expand_shape"(%arg0, %arg2) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 2, 4>}> : (memref<?x4xf32>, index) -> memref<?x2x4xf32> loc(#loc10)
    "func.return"(%0) : (f32) -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":4:1)
#loc6 = loc("input.mlir":5:8)
#loc7 = loc("input.mlir":6:3)
#loc8 = loc("input.mlir":7:8)
#loc9 = loc("input.mlir":8:8)
#loc10 = loc("input.mlir":9:8)
#loc11 = loc("input.mlir":10:3)

