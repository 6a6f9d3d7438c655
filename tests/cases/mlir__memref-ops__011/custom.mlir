module {
  func.func @f(%arg0: memref<1x1xf32>) {
    %collapse_shape = memref.collapse_shape %arg0 [] : memref<1x1xf32> into memref<f32>
    %expand_shape = memref.expand_shape %collapse_shape [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
    return
  }
}

