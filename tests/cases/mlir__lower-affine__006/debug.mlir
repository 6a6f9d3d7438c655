#loc2 = loc("input.mlir":2:25)
#loc3 = loc("input.mlir":2:45)
#loc4 = loc("input.mlir":2:66)
#loc5 = loc("input.mlir":2:91)
#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<10xf32>, memref<1xi32>, memref<10xf32, 1>, index) -> (), sym_name = "prefetch_dma"}> ({
  ^bb0(%arg0: memref<10xf32> loc("input.mlir":2:25), %arg1: memref<1xi32> loc("input.mlir":2:45), %arg2: memref<10xf32, 1> loc("input.mlir":2:66), %arg3: index loc("input.mlir":2:91)):
    "affine.prefetch"(%arg0, %arg3) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map}> : (memref<10xf32>, index) -> () loc(#loc6)
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index loc(#loc7)
    %1 = "arith.constant"() <{value = 10 : index}> : () -> index loc(#loc8)
    "affine.dma_start"(%arg0, %arg3, %arg2, %0, %arg1, %0, %1) {dst_map = #map1, src_map = #map1, tag_map = #map1} : (memref<10xf32>, index, memref<10xf32, 1>, index, memref<1xi32>, index, index) -> () loc(#loc9)
    "affine.dma_wait"(%arg1, %0, %1) {tag_map = #map1} : (memref<1xi32>, index, index) -> () loc(#loc10)
    "func.return"() : () -> () loc(#loc11)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":3:3)
#loc7 = loc("input.mlir":4:9)
#loc8 = loc("input.mlir":5:10)
#loc9 = loc("input.mlir":6:3)
#loc10 = loc("input.mlir":7:3)
#loc11 = loc("input.mlir":8:3)

