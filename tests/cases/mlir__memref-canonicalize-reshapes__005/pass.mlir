module {
  func.func @g1(%arg0: memref<?x4x2xf32>, %arg1: index) -> memref<?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<?x4x2xf32> into memref<?xf32>
    return %collapse_shape : memref<?xf32>
  }
  func.func @g2(%arg0: memref<?x?x4xf32>, %arg1: index) -> memref<?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<?x?x4xf32> into memref<?xf32>
    return %collapse_shape : memref<?xf32>
  }
  func.func @g3(%arg0: memref<2x6x6xf32>, %arg1: index) -> memref<72xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<2x6x6xf32> into memref<72xf32>
    return %collapse_shape : memref<72xf32>
  }
  func.func @g4(%arg0: memref<2x6xf32>, %arg1: index) -> memref<12xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<2x6xf32> into memref<12xf32>
    return %collapse_shape : memref<12xf32>
  }
  func.func @g5(%arg0: memref<2x4xf32>, %arg1: index) -> memref<1x2x4xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [1, 2, 4] : memref<2x4xf32> into memref<1x2x4xf32>
    return %expand_shape : memref<1x2x4xf32>
  }
  func.func @g6(%arg0: memref<4xf32>, %arg1: index) -> memref<4xf32> {
    return %arg0 : memref<4xf32>
  }
  func.func @g7(%arg0: memref<6x2xf32>, %arg1: index) -> memref<12xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<6x2xf32> into memref<12xf32>
    return %collapse_shape : memref<12xf32>
  }
  func.func @g8(%arg0: memref<6x6x?xf32>, %arg1: index) -> memref<2x?xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2, 3], [4]] output_shape [2, 3, 2, 3, %arg1] : memref<6x6x?xf32> into memref<2x3x2x3x?xf32>
    %collapse_shape = memref.collapse_shape %expand_shape [[0], [1, 2, 3, 4]] : memref<2x3x2x3x?xf32> into memref<2x?xf32>
    return %collapse_shape : memref<2x?xf32>
  }
  func.func @g9(%arg0: memref<6x6x?xf32>, %arg1: index) -> memref<36x?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1], [2]] : memref<6x6x?xf32> into memref<36x?xf32>
    return %collapse_shape : memref<36x?xf32>
  }
  func.func @g10(%arg0: memref<4xf32>, %arg1: index) -> memref<4xf32> {
    return %arg0 : memref<4xf32>
  }
  func.func @g11(%arg0: memref<4x4x4xf32>, %arg1: index) -> memref<64xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<4x4x4xf32> into memref<64xf32>
    return %collapse_shape : memref<64xf32>
  }
  func.func @g12(%arg0: memref<2x2xf32>, %arg1: index) -> memref<2x1x2xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [2, 1, 2] : memref<2x2xf32> into memref<2x1x2xf32>
    return %expand_shape : memref<2x1x2xf32>
  }
  func.func @g13(%arg0: memref<?x?xf32>, %arg1: index) -> memref<?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<?x?xf32> into memref<?xf32>
    return %collapse_shape : memref<?xf32>
  }
  func.func @g14(%arg0: memref<4xf32>, %arg1: index) -> memref<4xf32> {
    return %arg0 : memref<4xf32>
  }
  func.func @g15(%arg0: memref<4x4xf32>, %arg1: index) -> memref<1x16xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2, 3]] output_shape [1, 4, 2, 2] : memref<4x4xf32> into memref<1x4x2x2xf32>
    %collapse_shape = memref.collapse_shape %expand_shape [[0], [1, 2, 3]] : memref<1x4x2x2xf32> into memref<1x16xf32>
    return %collapse_shape : memref<1x16xf32>
  }
  func.func @g16(%arg0: memref<4xf32>, %arg1: index) -> memref<4xf32> {
    return %arg0 : memref<4xf32>
  }
  func.func @g17(%arg0: memref<4x2x2xf32>, %arg1: index) -> memref<16xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<4x2x2xf32> into memref<16xf32>
    return %collapse_shape : memref<16xf32>
  }
  func.func @g18(%arg0: memref<4x6x6xf32>, %arg1: index) -> memref<2x4x3x6xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2, 3], [4, 5]] output_shape [2, 2, 2, 3, 2, 3] : memref<4x6x6xf32> into memref<2x2x2x3x2x3xf32>
    %collapse_shape = memref.collapse_shape %expand_shape [[0], [1, 2], [3], [4, 5]] : memref<2x2x2x3x2x3xf32> into memref<2x4x3x6xf32>
    return %collapse_shape : memref<2x4x3x6xf32>
  }
  func.func @g19(%arg0: memref<2xf32>, %arg1: index) -> memref<2xf32> {
    return %arg0 : memref<2xf32>
  }
  func.func @g20(%arg0: memref<4x4xf32>, %arg1: index) -> memref<4x4xf32> {
    return %arg0 : memref<4x4xf32>
  }
  func.func @g21(%arg0: memref<?x4x4xf32>, %arg1: index) -> memref<?x8xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0], [1, 2], [3, 4]] output_shape [%arg1, 2, 2, 2, 2] : memref<?x4x4xf32> into memref<?x2x2x2x2xf32>
    %collapse_shape = memref.collapse_shape %expand_shape [[0, 1], [2, 3, 4]] : memref<?x2x2x2x2xf32> into memref<?x8xf32>
    return %collapse_shape : memref<?x8xf32>
  }
  func.func @g22(%arg0: memref<6x2xf32>, %arg1: index) -> memref<12xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<6x2xf32> into memref<12xf32>
    return %collapse_shape : memref<12xf32>
  }
  func.func @g23(%arg0: memref<?x6x?xf32>, %arg1: index) -> memref<?x6x?xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0], [1, 2], [3]] output_shape [%arg1, 1, 6, %arg1] : memref<?x6x?xf32> into memref<?x1x6x?xf32>
    %collapse_shape = memref.collapse_shape %expand_shape [[0, 1], [2], [3]] : memref<?x1x6x?xf32> into memref<?x6x?xf32>
    return %collapse_shape : memref<?x6x?xf32>
  }
  func.func @g24(%arg0: memref<2x4xf32>, %arg1: index) -> memref<2x2x2xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2, 3]] output_shape [2, 1, 2, 2] : memref<2x4xf32> into memref<2x1x2x2xf32>
    %collapse_shape = memref.collapse_shape %expand_shape [[0], [1, 2], [3]] : memref<2x1x2x2xf32> into memref<2x2x2xf32>
    return %collapse_shape : memref<2x2x2xf32>
  }
  func.func @g25(%arg0: memref<4x4x?xf32>, %arg1: index) -> memref<?xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1, 2]] : memref<4x4x?xf32> into memref<?xf32>
    return %collapse_shape : memref<?xf32>
  }
  func.func @g26(%arg0: memref<4x2xf32>, %arg1: index) -> memref<4x2xf32> {
    return %arg0 : memref<4x2xf32>
  }
  func.func @g27(%arg0: memref<6x6xf32>, %arg1: index) -> memref<36xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<6x6xf32> into memref<36xf32>
    return %collapse_shape : memref<36xf32>
  }
  func.func @g28(%arg0: memref<6x?xf32>, %arg1: index) -> memref<1x?xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [1, 6, %arg1] : memref<6x?xf32> into memref<1x6x?xf32>
    %collapse_shape = memref.collapse_shape %expand_shape [[0], [1, 2]] : memref<1x6x?xf32> into memref<1x?xf32>
    return %collapse_shape : memref<1x?xf32>
  }
  func.func @g29(%arg0: memref<4x6xf32>, %arg1: index) -> memref<4x6xf32> {
    return %arg0 : memref<4x6xf32>
  }
  func.func @g30(%arg0: memref<6xf32>, %arg1: index) -> memref<6xf32> {
    return %arg0 : memref<6xf32>
  }
  func.func @g31(%arg0: memref<2x2xf32>, %arg1: index) -> memref<1x4xf32> {
    %expand_shape = memref.expand_shape %arg0 [[0, 1], [2]] output_shape [1, 2, 2] : memref<2x2xf32> into memref<1x2x2xf32>
    %collapse_shape = memref.collapse_shape %expand_shape [[0], [1, 2]] : memref<1x2x2xf32> into memref<1x4xf32>
    return %collapse_shape : memref<1x4xf32>
  }
  func.func @g32(%arg0: memref<4xf32>, %arg1: index) -> memref<4xf32> {
    return %arg0 : memref<4xf32>
  }
  func.func @g33(%arg0: memref<4x2xf32>, %arg1: index) -> memref<8xf32> {
    %collapse_shape = memref.collapse_shape %arg0 [[0, 1]] : memref<4x2xf32> into memref<8xf32>
    return %collapse_shape : memref<8xf32>
  }
}

