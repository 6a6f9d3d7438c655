#loc2 = loc("input.mlir":2:16)
#loc3 = loc("input.mlir":2:28)
#loc4 = loc("input.mlir":2:53)
#loc5 = loc("input.mlir":2:81)
#map = affine_map<(d0) -> (d0 + 7, d0)>
#map1 = affine_map<(d0) -> (d0 + 3, d0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0) -> (d0, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>) -> (), sym_name = "dma"}> ({
  ^bb0(%arg0: index loc("input.mlir":2:16), %arg1: memref<40x128xf32> loc("input.mlir":2:28), %arg2: memref<2x1024xf32, 1> loc("input.mlir":2:53), %arg3: memref<1xi32, 2> loc("input.mlir":2:81)):
    "affine.dma_start"(%arg1, %arg0, %arg2, %arg0, %arg3, %arg0, %arg0) {dst_map = #map, src_map = #map1, tag_map = #map2} : (memref<40x128xf32>, index, memref<2x1024xf32, 1>, index, memref<1xi32, 2>, index, index) -> () loc(#loc6)
    "affine.dma_start"(%arg1, %arg0, %arg2, %arg0, %arg3, %arg0, %arg0, %arg0, %arg0) {dst_map = #map3, src_map = #map3, tag_map = #map2} : (memref<40x128xf32>, index, memref<2x1024xf32, 1>, index, memref<1xi32, 2>, index, index, index, index) -> () loc(#loc7)
    "affine.dma_wait"(%arg3, %arg0, %arg0) {tag_map = #map2} : (memref<1xi32, 2>, index, index) -> () loc(#loc8)
    "func.return"() : () -> () loc(#loc9)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":3:3)
#loc7 = loc("input.mlir":4:3)
#loc8 = loc("input.mlir":5:3)
#loc9 = loc("input.mlir":6:3)

