#map = affine_map<()[s0, s1] -> (s0 * 128 + s1)>
module {
  func.func @extract_strided_metadata_of_subview_w_variable_offset(%arg0: memref<384x128xf32>, %arg1: index, %arg2: index) -> (memref<f32>, index, index, index, index, index) {
    %c64 = arith.constant 64 : index
    %c128 = arith.constant 128 : index
    %c1 = arith.constant 1 : index
    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<384x128xf32> -> memref<f32>, index, index, index, index, index
    %0 = affine.apply #map()[%arg1, %arg2]
    return %base_buffer, %0, %c64, %c64, %c128, %c1 : memref<f32>, index, index, index, index, index
  }
}

