#loc2 = loc("input.mlir":2:23)
#map = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2, d0)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<2x3x4xf32>) -> (memref<4x2x3xf32, strided<[1, 12, 4]>>, memref<2x3x4xf32>), sym_name = "transposes"}> ({
  ^bb0(%arg0: memref<2x3x4xf32> loc("input.mlir":2:23)):
    %0 = "memref.transpose"(%arg0) <{permutation = #map}> : (memref<2x3x4xf32>) -> memref<4x2x3xf32, strided<[1, 12, 4]>> loc(#loc3)
    %1 = "memref.transpose"(%0) <{permutation = #map1}> : (memref<4x2x3xf32, strided<[1, 12, 4]>>) -> memref<2x3x4xf32, strided<[12, 4, 1]>> loc(#loc4)
    %2 = "memref.transpose"(%arg0) <{permutation = #map2}> : (memref<2x3x4xf32>) -> memref<2x3x4xf32> loc(#loc5)
    "test.use"(%1) : (memref<2x3x4xf32, strided<[12, 4, 1]>>) -> () loc(#loc6)
    "func.return"(%0, %2) : (memref<4x2x3xf32, strided<[1, 12, 4]>>, memref<2x3x4xf32>) -> () loc(#loc7)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc3 = loc("input.mlir":3:8)
#loc4 = loc("input.mlir":4:8)
#loc5 = loc("input.mlir":5:8)
#loc6 = loc("input.mlir":6:3)
#loc7 = loc("input.mlir":7:3)

