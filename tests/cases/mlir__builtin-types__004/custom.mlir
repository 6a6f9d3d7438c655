#map = affine_map<(d0, d1) -> (d1, d0)>
module {
  %0:5 = "t.layouts"() : () -> (memref<4x4xf32, #map>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<8xi32, strided<[2]>, 1>, memref<2xf32, "gpu">, memref<3xi8, 7>)
}

