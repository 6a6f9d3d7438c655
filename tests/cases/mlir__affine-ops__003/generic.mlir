#map = affine_map<(d0)[s0] -> (d0 + 1, s0 * 2)>
#map1 = affine_map<(d0) -> (d0 floordiv 2, d0 mod 3)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0) -> (d0, 3)>
#map4 = affine_map<(d0) -> (d0, d0 + 5)>
#map5 = affine_map<() -> (0)>
#map6 = affine_map<() -> (4)>
#map7 = affine_map<() -> ()>
"builtin.module"() ({
  "func.func"() <{function_type = (index, memref<4x4xf32>, vector<4xf32>, memref<f32>) -> (), sym_name = "memory"}> ({
  ^bb0(%arg0: index, %arg1: memref<4x4xf32>, %arg2: vector<4xf32>, %arg3: memref<f32>):
    "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
    ^bb0(%arg4: index):
      %1 = "affine.load"(%arg1, %arg4, %arg0) <{map = #map}> {foo} : (memref<4x4xf32>, index, index) -> f32
      "affine.store"(%1, %arg1, %arg4) <{map = #map1}> : (f32, memref<4x4xf32>, index) -> ()
      %2 = "affine.vector_load"(%arg1, %arg4, %arg0) <{map = #map2}> : (memref<4x4xf32>, index, index) -> vector<4xf32>
      "affine.vector_store"(%arg2, %arg1, %arg4) <{map = #map3}> {bar = 2 : i64} : (vector<4xf32>, memref<4x4xf32>, index) -> ()
      "affine.prefetch"(%arg1, %arg4, %arg0) <{isDataCache = false, isWrite = true, localityHint = 0 : i32, map = #map2}> {x} : (memref<4x4xf32>, index, index) -> ()
      "affine.prefetch"(%arg1, %arg4) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map4}> : (memref<4x4xf32>, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    %0 = "affine.load"(%arg3) <{map = #map7}> : (memref<f32>) -> f32
    "affine.store"(%0, %arg3) <{map = #map7}> : (f32, memref<f32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

