module {
  func.func @f1(%arg0: memref<2x4x1x1xf32>, %arg1: index) -> memref<2x4xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0], [1, 2, 3]] : memref<2x4x1x1xf32> into memref<2x4xf32>
    return %collapse_shape : memref<2x4xf32>
  }
  func.func @f2(%arg0: memref<?x2xf32>, %arg1: index) -> memref<1x?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<?x2xf32> into memref<?xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0, 1]] output_shape [1, %arg1] : memref<?xf32> into memref<1x?xf32>
    return %expand_shape : memref<1x?xf32>
  }
  func.func @f3(%arg0: memref<1x2x1x?x4xf32>, %arg1: index) -> memref<?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2, 3, 4]] : memref<1x2x1x?x4xf32> into memref<?xf32>
    return %collapse_shape : memref<?xf32>
  }
  func.func @f4(%arg0: memref<2x?xf32>, %arg1: index) -> memref<?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<2x?xf32> into memref<?xf32>
    return %collapse_shape : memref<?xf32>
  }
  func.func @f5(%arg0: memref<1x2x1x?x2xf32>, %arg1: index) -> memref<1x?x2xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0], [1, 2, 3], [4]] : memref<1x2x1x?x2xf32> into memref<1x?x2xf32>
    return %collapse_shape : memref<1x?x2xf32>
  }
  func.func @f6(%arg0: memref<?x?xf32>, %arg1: index) -> memref<?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<?x?xf32> into memref<?xf32>
    return %collapse_shape : memref<?xf32>
  }
  func.func @f7(%arg0: memref<?x1xf32>, %arg1: index) -> memref<?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<?x1xf32> into memref<?xf32>
    return %collapse_shape : memref<?xf32>
  }
  func.func @f8(%arg0: memref<3x4x?x4x3xf32>, %arg1: index) -> memref<1x3x2x2x?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0], [1], [2, 3, 4]] : memref<3x4x?x4x3xf32> into memref<3x4x?xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0, 1], [2, 3], [4]] output_shape [1, 3, 2, 2, %arg1] : memref<3x4x?xf32> into memref<1x3x2x2x?xf32>
    return %expand_shape : memref<1x3x2x2x?xf32>
  }
  func.func @f9(%arg0: memref<4x3x?x1xf32>, %arg1: index) -> memref<?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2, 3]] : memref<4x3x?x1xf32> into memref<?xf32>
    return %collapse_shape : memref<?xf32>
  }
  func.func @f10(%arg0: memref<3x2x4xf32>, %arg1: index) -> memref<1x3x2x4xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2], [3]] output_shape [1, 3, 2, 4] : memref<3x2x4xf32> into memref<1x3x2x4xf32>
    return %expand_shape : memref<1x3x2x4xf32>
  }
  func.func @f11(%arg0: memref<4x3x1x4xf32>, %arg1: index) -> memref<2x2x1x3x4xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0], [1, 2], [3]] : memref<4x3x1x4xf32> into memref<4x3x4xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0, 1], [2, 3], [4]] output_shape [2, 2, 1, 3, 4] : memref<4x3x4xf32> into memref<2x2x1x3x4xf32>
    return %expand_shape : memref<2x2x1x3x4xf32>
  }
  func.func @f12(%arg0: memref<1x2x4x4x?xf32>, %arg1: index) -> memref<1x2x2x8x?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1], [2, 3], [4]] : memref<1x2x4x4x?xf32> into memref<2x16x?xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0, 1], [2, 3], [4]] output_shape [1, 2, 2, 8, %arg1] : memref<2x16x?xf32> into memref<1x2x2x8x?xf32>
    return %expand_shape : memref<1x2x2x8x?xf32>
  }
  func.func @f13(%arg0: memref<2x2x1x2x2xf32>, %arg1: index) -> memref<2x2x1x4xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0], [1], [2], [3, 4]] : memref<2x2x1x2x2xf32> into memref<2x2x1x4xf32>
    return %collapse_shape : memref<2x2x1x4xf32>
  }
  func.func @f14(%arg0: memref<1x2x4x?xf32>, %arg1: index) -> memref<2x2x2x?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1], [2], [3]] : memref<1x2x4x?xf32> into memref<2x4x?xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0], [1, 2], [3]] output_shape [2, 2, 2, %arg1] : memref<2x4x?xf32> into memref<2x2x2x?xf32>
    return %expand_shape : memref<2x2x2x?xf32>
  }
  func.func @f15(%arg0: memref<1x2x1x2x4xf32>, %arg1: index) -> memref<1x2x8xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0], [1], [2, 3, 4]] : memref<1x2x1x2x4xf32> into memref<1x2x8xf32>
    return %collapse_shape : memref<1x2x8xf32>
  }
  func.func @f16(%arg0: memref<?x2xf32>, %arg1: index) -> memref<?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<?x2xf32> into memref<?xf32>
    return %collapse_shape : memref<?xf32>
  }
  func.func @f17(%arg0: memref<1x1x4x4x4xf32>, %arg1: index) -> memref<1x1x2x2x2x2x1x4xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0], [1, 2], [3], [4]] : memref<1x1x4x4x4xf32> into memref<1x4x4x4xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0, 1], [2, 3], [4, 5], [6, 7]] output_shape [1, 1, 2, 2, 2, 2, 1, 4] : memref<1x4x4x4xf32> into memref<1x1x2x2x2x2x1x4xf32>
    return %expand_shape : memref<1x1x2x2x2x2x1x4xf32>
  }
  func.func @f18(%arg0: memref<1x3x?x3xf32>, %arg1: index) -> memref<3x?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1], [2, 3]] : memref<1x3x?x3xf32> into memref<3x?xf32>
    return %collapse_shape : memref<3x?xf32>
  }
  func.func @f19(%arg0: memref<4x3x3x1xf32>, %arg1: index) -> memref<2x2x3x3xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0], [1, 2, 3]] : memref<4x3x3x1xf32> into memref<4x9xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0, 1], [2, 3]] output_shape [2, 2, 3, 3] : memref<4x9xf32> into memref<2x2x3x3xf32>
    return %expand_shape : memref<2x2x3x3xf32>
  }
  func.func @f20(%arg0: memref<4x?x?xf32>, %arg1: index) -> memref<?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<4x?x?xf32> into memref<?xf32>
    return %collapse_shape : memref<?xf32>
  }
  func.func @f21(%arg0: memref<2x2x1xf32>, %arg1: index) -> memref<2x2xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0], [1, 2]] : memref<2x2x1xf32> into memref<2x2xf32>
    return %collapse_shape : memref<2x2xf32>
  }
  func.func @f22(%arg0: memref<2x?x?x4x3xf32>, %arg1: index) -> memref<1x?x?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1], [2, 3, 4]] : memref<2x?x?x4x3xf32> into memref<?x?xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0, 1], [2]] output_shape [1, %arg1, %arg1] : memref<?x?xf32> into memref<1x?x?xf32>
    return %expand_shape : memref<1x?x?xf32>
  }
  func.func @f23(%arg0: memref<?x2x?x3xf32>, %arg1: index) -> memref<?x1x?x3xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1], [2], [3]] : memref<?x2x?x3xf32> into memref<?x?x3xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0], [1, 2], [3]] output_shape [%arg1, 1, %arg1, 3] : memref<?x?x3xf32> into memref<?x1x?x3xf32>
    return %expand_shape : memref<?x1x?x3xf32>
  }
  func.func @f24(%arg0: memref<1x?x1x2x2xf32>, %arg1: index) -> memref<1x?x2xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0], [1, 2, 3], [4]] : memref<1x?x1x2x2xf32> into memref<1x?x2xf32>
    return %collapse_shape : memref<1x?x2xf32>
  }
  func.func @f25(%arg0: memref<3x?x?x?x?xf32>, %arg1: index) -> memref<?x?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2], [3, 4]] : memref<3x?x?x?x?xf32> into memref<?x?xf32>
    return %collapse_shape : memref<?x?xf32>
  }
  func.func @f26(%arg0: memref<?x2x?x3x?xf32>, %arg1: index) -> memref<1x?x1x?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2, 3], [4]] : memref<?x2x?x3x?xf32> into memref<?x?xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0, 1], [2, 3]] output_shape [1, %arg1, 1, %arg1] : memref<?x?xf32> into memref<1x?x1x?xf32>
    return %expand_shape : memref<1x?x1x?xf32>
  }
  func.func @f27(%arg0: memref<3x1x2x4x1xf32>, %arg1: index) -> memref<6x2x2xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2], [3, 4]] : memref<3x1x2x4x1xf32> into memref<6x4xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
    return %expand_shape : memref<6x2x2xf32>
  }
  func.func @f28(%arg0: memref<2x3x2x4xf32>, %arg1: index) -> memref<12x2x2xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2], [3]] : memref<2x3x2x4xf32> into memref<12x4xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0], [1, 2]] output_shape [12, 2, 2] : memref<12x4xf32> into memref<12x2x2xf32>
    return %expand_shape : memref<12x2x2xf32>
  }
  func.func @f29(%arg0: memref<2x4x?xf32>, %arg1: index) -> memref<2x4x?xf32> {
    return %arg0 : memref<2x4x?xf32>
  }
  func.func @f30(%arg0: memref<?x1x1x2xf32>, %arg1: index) -> memref<1x?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2, 3]] : memref<?x1x1x2xf32> into memref<?xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0, 1]] output_shape [1, %arg1] : memref<?xf32> into memref<1x?xf32>
    return %expand_shape : memref<1x?xf32>
  }
  func.func @f31(%arg0: memref<1x3x1x1x3xf32>, %arg1: index) -> memref<1x9xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0], [1, 2, 3, 4]] : memref<1x3x1x1x3xf32> into memref<1x9xf32>
    return %collapse_shape : memref<1x9xf32>
  }
  func.func @f32(%arg0: memref<3x3x?xf32>, %arg1: index) -> memref<1x?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<3x3x?xf32> into memref<?xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0, 1]] output_shape [1, %arg1] : memref<?xf32> into memref<1x?xf32>
    return %expand_shape : memref<1x?xf32>
  }
  func.func @f33(%arg0: memref<3x3x1xf32>, %arg1: index) -> memref<3x1x3xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0], [1, 2]] : memref<3x3x1xf32> into memref<3x3xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0], [1, 2]] output_shape [3, 1, 3] : memref<3x3xf32> into memref<3x1x3xf32>
    return %expand_shape : memref<3x1x3xf32>
  }
  func.func @f34(%arg0: memref<2x1xf32>, %arg1: index) -> memref<2xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<2x1xf32> into memref<2xf32>
    return %collapse_shape : memref<2xf32>
  }
  func.func @f35(%arg0: memref<2x1x1x4x?xf32>, %arg1: index) -> memref<2x1x1x?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1], [2], [3, 4]] : memref<2x1x1x4x?xf32> into memref<2x1x?xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0], [1, 2], [3]] output_shape [2, 1, 1, %arg1] : memref<2x1x?xf32> into memref<2x1x1x?xf32>
    return %expand_shape : memref<2x1x1x?xf32>
  }
  func.func @f36(%arg0: memref<3x3x?x3xf32>, %arg1: index) -> memref<3x?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0], [1, 2, 3]] : memref<3x3x?x3xf32> into memref<3x?xf32>
    return %collapse_shape : memref<3x?xf32>
  }
  func.func @f37(%arg0: memref<3x4xf32>, %arg1: index) -> memref<2x6xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<3x4xf32> into memref<12xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0, 1]] output_shape [2, 6] : memref<12xf32> into memref<2x6xf32>
    return %expand_shape : memref<2x6xf32>
  }
  func.func @f38(%arg0: memref<2x?x1xf32>, %arg1: index) -> memref<1x?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<2x?x1xf32> into memref<?xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0, 1]] output_shape [1, %arg1] : memref<?xf32> into memref<1x?xf32>
    return %expand_shape : memref<1x?xf32>
  }
  func.func @f39(%arg0: memref<2x4xf32>, %arg1: index) -> memref<2x4xf32> {
    return %arg0 : memref<2x4xf32>
  }
  func.func @f40(%arg0: memref<3x2x1x?xf32>, %arg1: index) -> memref<6x?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2], [3]] : memref<3x2x1x?xf32> into memref<6x?xf32>
    return %collapse_shape : memref<6x?xf32>
  }
  func.func @f41(%arg0: memref<4x2x3x?xf32>, %arg1: index) -> memref<4x?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0], [1, 2, 3]] : memref<4x2x3x?xf32> into memref<4x?xf32>
    return %collapse_shape : memref<4x?xf32>
  }
  func.func @f42(%arg0: memref<?x2x?x?x?xf32>, %arg1: index) -> memref<?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2, 3, 4]] : memref<?x2x?x?x?xf32> into memref<?xf32>
    return %collapse_shape : memref<?xf32>
  }
  func.func @f43(%arg0: memref<1x1x1xf32>, %arg1: index) -> memref<1xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<1x1x1xf32> into memref<1xf32>
    return %collapse_shape : memref<1xf32>
  }
  func.func @f44(%arg0: memref<4x4xf32>, %arg1: index) -> memref<16xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<4x4xf32> into memref<16xf32>
    return %collapse_shape : memref<16xf32>
  }
  func.func @f45(%arg0: memref<4x3x1xf32>, %arg1: index) -> memref<4x3xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0], [1, 2]] : memref<4x3x1xf32> into memref<4x3xf32>
    return %collapse_shape : memref<4x3xf32>
  }
  func.func @f46(%arg0: memref<4x3xf32>, %arg1: index) -> memref<1x12xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<4x3xf32> into memref<12xf32>
    %expand_shape = memref.expand_shape %collapse_shape [[0, 1]] output_shape [1, 12] : memref<12xf32> into memref<1x12xf32>
    return %expand_shape : memref<1x12xf32>
  }
  func.func @f47(%arg0: memref<2x4x4xf32>, %arg1: index) -> memref<2x16xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0], [1, 2]] : memref<2x4x4xf32> into memref<2x16xf32>
    return %collapse_shape : memref<2x16xf32>
  }
  func.func @f48(%arg0: memref<1x?x2xf32>, %arg1: index) -> memref<?x2xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<1x?x2xf32> into memref<?x2xf32>
    return %collapse_shape : memref<?x2xf32>
  }
}

