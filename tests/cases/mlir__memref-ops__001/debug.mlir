#loc2 = loc("input.mlir":2:14)
#loc3 = loc("input.mlir":2:35)
#loc4 = loc("input.mlir":2:84)
#loc5 = loc("input.mlir":2:139)
#loc19 = loc("input.mlir":17:8)
#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<4x5x6xf32, strided<[30, 6, 1], offset: 3>>, index) -> (), sym_name = "f"}> ({
  ^bb0(%arg0: memref<?x?xf32> loc("input.mlir":2:14), %arg1: memref<?x?xf32, strided<[?, 1], offset: ?>> loc("input.mlir":2:35), %arg2: memref<4x5x6xf32, strided<[30, 6, 1], offset: 3>> loc("input.mlir":2:84), %arg3: index loc("input.mlir":2:139)):
    %0 = "memref.expand_shape"(%arg0, %arg3, %arg3) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 4, -9223372036854775808>}> : (memref<?x?xf32>, index, index) -> memref<?x4x?xf32> loc(#loc6)
    %1 = "memref.expand_shape"(%arg1, %arg3, %arg3) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 4, -9223372036854775808>}> : (memref<?x?xf32, strided<[?, 1], offset: ?>>, index, index) -> memref<?x4x?xf32, strided<[?, ?, 1], offset: ?>> loc(#loc7)
    %2 = "memref.collapse_shape"(%arg2) <{reassociation = [[0, 1], [2]]}> : (memref<4x5x6xf32, strided<[30, 6, 1], offset: 3>>) -> memref<20x6xf32, strided<[6, 1], offset: 3>> loc(#loc8)
    %3 = "memref.collapse_shape"(%arg2) <{reassociation = [[0, 1, 2]]}> : (memref<4x5x6xf32, strided<[30, 6, 1], offset: 3>>) -> memref<120xf32, strided<[1], offset: 3>> loc(#loc9)
    %4 = "memref.collapse_shape"(%arg1) <{reassociation = [[0, 1]]}> : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<?xf32, strided<[?], offset: ?>> loc(#loc10)
    %5 = "memref.transpose"(%arg1) <{permutation = #map}> : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<?x?xf32, strided<[1, ?], offset: ?>> loc(#loc11)
    %6 = "memref.transpose"(%arg0) <{permutation = #map}> : (memref<?x?xf32>) -> memref<?x?xf32, #map1> loc(#loc12)
    %7 = "memref.transpose"(%arg0) <{permutation = #map}> {foo} : (memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> loc(#loc13)
    "memref.prefetch"(%arg0, %arg3, %arg3) <{isDataCache = false, isWrite = true, localityHint = 0 : i32}> : (memref<?x?xf32>, index, index) -> () loc(#loc14)
    %8:2 = "memref.alloca_scope"() ({
      "memref.alloca_scope.return"(%arg3, %arg3) : (index, index) -> () loc(#loc16)
    }) {attr = 2 : i64} : () -> (index, index) loc(#loc15)
    "memref.dma_start"(%arg0, %arg3, %arg3, %arg1, %arg3, %arg3, %arg3, %arg0, %arg3, %arg3, %arg3, %arg3) : (memref<?x?xf32>, index, index, memref<?x?xf32, strided<[?, 1], offset: ?>>, index, index, index, memref<?x?xf32>, index, index, index, index) -> () loc(#loc17)
    %9 = "memref.generic_atomic_rmw"(%arg0, %arg3, %arg3) ({
    ^bb0(%arg4: f32 loc("input.mlir":17:8)):
      "memref.atomic_yield"(%arg4) : (f32) -> () loc(#loc20)
    }) {y} : (memref<?x?xf32>, index, index) -> f32 loc(#loc18)
    "func.return"() : () -> () loc(#loc21)
  }) : () -> () loc(#loc1)
}) : () -> () loc(#loc)
#loc = loc("input.mlir":0:0)
#loc1 = loc("input.mlir":2:1)
#loc6 = loc("input.mlir":3:8)
#loc7 = loc("input.mlir":4:8)
#loc8 = loc("input.mlir":5:8)
#loc9 = loc("input.mlir":6:8)
#loc10 = loc("input.mlir":7:8)
#loc11 = loc("input.mlir":8:8)
#loc12 = loc("input.mlir":9:8)
#loc13 = loc("input.mlir":10:8)
#loc14 = loc("input.mlir":11:3)
#loc15 = loc("input.mlir":12:10)
#loc16 = loc("input.mlir":13:5)
#loc17 = loc("input.mlir":15:3)
#loc18 = loc("input.mlir":16:8)
#loc20 = loc("input.mlir":18:5)
#loc21 = loc("input.mlir":20:3)

