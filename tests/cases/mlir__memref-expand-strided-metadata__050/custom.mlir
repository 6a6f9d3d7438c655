#map = affine_map<(d0, d1) -> (d0 floordiv 4, d1, d0 mod 4)>
module {
  func.func @non_strided(%arg0: index) -> index {
    %alloc = memref.alloc() : memref<8x8xf32, #map>
    %intptr = memref.extract_aligned_pointer_as_index %alloc : memref<8x8xf32, #map> -> index
    return %intptr : index
  }
}

