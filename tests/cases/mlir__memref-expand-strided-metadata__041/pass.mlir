#map = affine_map<()[s0] -> (s0 floordiv 0)>
module {
  func.func @expand_zero(%arg0: memref<?xf32>, %arg1: index) -> (memref<?x0xf32>, memref<0x?xf32>) {
    %base_buffer, %offset, %sizes, %strides = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
    %0 = affine.apply #map()[%sizes]
    %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [0], sizes: [%0, 0], strides: [0, 1] : memref<f32> to memref<?x0xf32>
    %base_buffer_0, %offset_1, %sizes_2, %strides_3 = memref.extract_strided_metadata %arg0 : memref<?xf32> -> memref<f32>, index, index, index
    %1 = affine.apply #map()[%sizes_2]
    %2 = affine.apply #map()[%sizes_2]
    %reinterpret_cast_4 = memref.reinterpret_cast %base_buffer_0 to offset: [0], sizes: [0, %1], strides: [%2, 1] : memref<f32> to memref<0x?xf32>
    return %reinterpret_cast, %reinterpret_cast_4 : memref<?x0xf32>, memref<0x?xf32>
  }
}

