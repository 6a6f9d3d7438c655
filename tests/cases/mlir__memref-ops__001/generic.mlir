#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<4x5x6xf32, strided<[30, 6, 1], offset: 3>>, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg2: memref<4x5x6xf32, strided<[30, 6, 1], offset: 3>>, %arg3: index):
    %0 = "memref.expand_shape"(%arg0, %arg3, %arg3) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 4, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<?x4x?xf32>
    %1 = "memref.expand_shape"(%arg1, %arg3, %arg3) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 4, -9223372036854775808>}> : (memref<?x?xf32, strided<[?, 1], offset: ?>>, index, index) -> memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>>
    %2 = "memref.collapse_shape"(%arg2) <{reassociation = [[0, 1], [2]]}> : (memref<4x5x6xf32, strided<[30, 6, 1], offset: 3>>) -> memref<20x6xf32, strided<[6, 1], offset: 3>>
    %3 = "memref.collapse_shape"(%arg2) <{reassociation = [[0, 1, 2]]}> : (memref<4x5x6xf32, strided<[30, 6, 1], offset: 3>>) -> memref<120xf32, strided<[1], offset: 3>>
    %4 = "memref.collapse_shape"(%arg1) <{reassociation = [[0, 1]]}> : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>>
    %5 = "memref.transpose"(%arg1) <{permutation = #map}> : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<?x?xf32, strided<[1, ?], offset: ?>>
    %6 = "memref.transpose"(%arg0) <{permutation = #map}> : (memref<?x?xf32>) -> memref<?x?xf32, #map1>
    %7 = "memref.transpose"(%arg0) <{permutation = #map}> {foo} : (memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>>
    "memref.prefetch"(%arg0, %arg3, %arg3) <{isDataCache = false, isWrite = true, localityHint = 0 : i32}> : (memref<?x?xf32>, index, index) -> ()
    %8:2 = "memref.alloca_scope"() ({
      "memref.alloca_scope.return"(%arg3, %arg3) : (index, index) -> ()
    }) {attr = 2 : i64} : () -> (index, index)
    "memref.dma_start"(%arg0, %arg3, %arg3, %arg1, %arg3, %arg3, %arg3, %arg0, %arg3, %arg3, %arg3, %arg3) : (memref<?x?xf32>, index, index, memref<?x?xf32, strided<[?, 1], offset: ?>>, index, index, index, memref<?x?xf32>, index, index, index, index) -> ()
    %9 = "memref.generic_atomic_rmw"(%arg0, %arg3, %arg3) ({
    ^bb0(%arg4: f32):
      "memref.atomic_yield"(%arg4) : (f32) -> ()
    }) {y} : (memref<?x?xf32>, index, index) -> f32
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

