module {
  func.func @collapse(%arg0: memref<?x6x?xf32>, %arg1: memref<1x1x1xf32>, %arg2: index, %arg3: f32) -> f32 {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<?x6x?xf32> into memref<?xf32>
    %0 = memref.load %collapse_shape[%arg2] : memref<?xf32>
    %collapse_shape_0 = memref.collapse_shape %arg1 [] : memref<1x1x1xf32> into memref<f32>
    memref.store %arg3, %collapse_shape_0[] : memref<f32>
    %collapse_shape_1 = memref.collapse_shape %arg0 [[0], [1, 2]] : memref<?x6x?xf32> into memref<?x?xf32>
    memref.store %0, %collapse_shape_1[%arg2, %arg2] {nontemporal = true} : memref<?x?xf32>
    return %0 : f32
  }
}

