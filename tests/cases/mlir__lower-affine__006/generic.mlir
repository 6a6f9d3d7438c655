#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<10xf32>, memref<1xi32>, memref<10xf32, 1>, index) -> (), sym_name = "prefetch_dma"}> ({
  ^bb0(%arg0: memref<10xf32>, %arg1: memref<1xi32>, %arg2: memref<10xf32, 1>, %arg3: index):
    "affine.prefetch"(%arg0, %arg3) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map}> : (memref<10xf32>, index) -> ()
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 10 : index}> : () -> index
    "affine.dma_start"(%arg0, %arg3, %arg2, %0, %arg1, %0, %1) {dst_map = #map1, src_map = #map1, tag_map = #map1} : (memref<10xf32>, index, memref<10xf32, 1>, index, memref<1xi32>, index, index) -> ()
    "affine.dma_wait"(%arg1, %0, %1) {tag_map = #map1} : (memref<1xi32>, index, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

