module {
  func.func @fold_dynamic_size_collapse_shape_with_affine_load(%arg0: memref<?x6x32xf32>, %arg1: index, %arg2: index) -> f32 {
    %base_buffer, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %arg0 : memref<?x6x32xf32> -> memref<f32>, index, index, index, index, index, index, index
    %0:2 = affine.delinearize_index %arg1 into (%sizes#0, 6) : index, index
    %1 = affine.load %arg0[%0#0, %0#1, %arg2] : memref<?x6x32xf32>
    return %1 : f32
  }
}

