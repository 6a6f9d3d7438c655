#map = affine_map<(d0, d1) -> (d0 * 5 + d1 + 7)>
#map1 = affine_map<(d0, d1) -> (d0 + d1 * 5 + 7)>
#map2 = affine_map<(d0, d1) -> (d1 + d0 * 5 + 7)>
module {
  func.func @t(%arg0: memref<4x5xf32, #map>) {
    %transpose = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<4x5xf32, #map> to memref<5x4xf32, strided<[1, 5], offset: 7>>
    %transpose_0 = memref.transpose %arg0 (d0, d1) -> (d1, d0) : memref<4x5xf32, #map> to memref<5x4xf32, #map1>
    %transpose_1 = memref.transpose %arg0 (d0, d1) -> (d0, d1) : memref<4x5xf32, #map> to memref<4x5xf32, #map2>
    return
  }
}

