#map = affine_map<(d0) -> (d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xf32>, memref<1xi32>, f32, index) -> f32, sym_name = "casts"}> ({
  ^bb0(%arg0: memref<4xf32>, %arg1: memref<1xi32>, %arg2: f32, %arg3: index):
    %0 = "memref.cast"(%arg0) : (memref<4xf32>) -> memref<?xf32>
    %1 = "affine.load"(%0, %arg3) <{map = #map}> : (memref<?xf32>, index) -> f32
    "affine.store"(%arg2, %0, %arg3) <{map = #map}> : (f32, memref<?xf32>, index) -> ()
    "affine.prefetch"(%0, %arg3) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map}> : (memref<?xf32>, index) -> ()
    %2 = "memref.cast"(%arg0) : (memref<4xf32>) -> memref<*xf32>
    %3 = "memref.cast"(%arg1) : (memref<1xi32>) -> memref<?xi32>
    %4 = "arith.constant"() <{value = 4 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    "affine.dma_start"(%0, %arg3, %0, %5, %3, %5, %4) {dst_map = #map, src_map = #map, tag_map = #map} : (memref<?xf32>, index, memref<?xf32>, index, memref<?xi32>, index, index) -> ()
    "affine.dma_wait"(%3, %5, %4) {tag_map = #map} : (memref<?xi32>, index, index) -> ()
    "test.use"(%2) : (memref<*xf32>) -> ()
    "func.return"(%1) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

