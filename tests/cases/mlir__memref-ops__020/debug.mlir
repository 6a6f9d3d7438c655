#loc2 = loc("input.mlir":2:14)
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4x5xf32>) -> (), sym_name = "t"}> ({
  ^bb0(%arg0: memref<4x5xf32> loc("input.mlir":2:14)):
    %0 = "memref.transpose"(%arg0) <{permutation = #map}> : (memref<4x5xf32>) -> memref<4x5xf32> loc(#loc3)
    %1 = "memref.transpose"(%arg0) <{permutation = #map}> : (memref<4x5xf32>) -> memref<4x5xf32, strided<[5, 1]>> loc(#loc4)
    %2 = "memref.transpose"(%arg0) <{permutation = #map1}> : (memref<4x5xf32>) -> memref<5x4xf32, strided<[1, 5]>> loc(#loc5)
    "func.return"() : () -> () loc(#loc6)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:3)

