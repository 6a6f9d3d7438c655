#map = affine_map<(d0) -> (d0 + 7, d0)>
#map1 = affine_map<(d0) -> (d0 + 3, d0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0) -> (d0, d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>) -> (), sym_name = "dma"}> ({
  ^bb0(%arg0: index, %arg1: memref<40x128xf32>, %arg2: memref<2x1024xf32, 1>, %arg3: memref<1xi32, 2>):
    "affine.dma_start"(%arg1, %arg0, %arg2, %arg0, %arg3, %arg0, %arg0) {dst_map = #map, src_map = #map1, tag_map = #map2} : (memref<40x128xf32>, index, memref<2x1024xf32, 1>, index, memref<1xi32, 2>, index, index) -> ()
    "affine.dma_start"(%arg1, %arg0, %arg2, %arg0, %arg3, %arg0, %arg0, %arg0, %arg0) {dst_map = #map3, src_map = #map3, tag_map = #map2} : (memref<40x128xf32>, index, memref<2x1024xf32, 1>, index, memref<1xi32, 2>, index, index, index, index) -> ()
    "affine.dma_wait"(%arg3, %arg0, %arg0) {tag_map = #map2} : (memref<1xi32, 2>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

