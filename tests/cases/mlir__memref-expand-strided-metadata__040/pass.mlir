#map = affine_map<()[s0] -> (s0 * 4 + 2)>
module {
  func.func @zero_d(%arg0: memref<f32, strided<[], offset: ?>>, %arg1: memref<4x4xf32>, %arg2: index) -> (memref<f32, strided<[], offset: ?>>, memref<f32, strided<[], offset: ?>>) {
    %base_buffer, %offset = memref.extract_strided_metadata %arg0 : memref<f32, strided<[], offset: ?>> -> memref<f32>, index
    %reinterpret_cast = memref.reinterpret_cast %base_buffer to offset: [%offset], sizes: [], strides: [] : memref<f32> to memref<f32, strided<[], offset: ?>>
    %base_buffer_0, %offset_1, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg1 : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
    %0 = affine.apply #map()[%arg2]
    %reinterpret_cast_2 = memref.reinterpret_cast %base_buffer_0 to offset: [%0], sizes: [], strides: [] : memref<f32> to memref<f32, strided<[], offset: ?>>
    return %reinterpret_cast, %reinterpret_cast_2 : memref<f32, strided<[], offset: ?>>, memref<f32, strided<[], offset: ?>>
  }
}

