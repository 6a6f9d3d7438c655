
func.func @g1(%a: memref<?x4x2xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.expand_shape %a [[0], [1, 2], [3, 4]] output_shape [%n, 2, 2, 2, 1] : memref<?x4x2xf32> into memref<?x2x2x2x1xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2, 3, 4]] : memref<?x2x2x2x1xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @g2(%a: memref<?x?x4xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.expand_shape %a [[0], [1], [2, 3]] output_shape [%n, %n, 2, 2] : memref<?x?x4xf32> into memref<?x?x2x2xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2, 3]] : memref<?x?x2x2xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @g3(%a: memref<2x6x6xf32>, %n: index) -> memref<72xf32> {
  %0 = memref.expand_shape %a [[0], [1, 2], [3, 4]] output_shape [2, 2, 3, 2, 3] : memref<2x6x6xf32> into memref<2x2x3x2x3xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2, 3, 4]] : memref<2x2x3x2x3xf32> into memref<72xf32>
  return %1 : memref<72xf32>
}
func.func @g4(%a: memref<2x6xf32>, %n: index) -> memref<12xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 1, 6] : memref<2x6xf32> into memref<2x1x6xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<2x1x6xf32> into memref<12xf32>
  return %1 : memref<12xf32>
}
func.func @g5(%a: memref<2x4xf32>, %n: index) -> memref<1x2x4xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [1, 2, 2, 2] : memref<2x4xf32> into memref<1x2x2x2xf32>
  %1 = memref.collapse_shape %0 [[0], [1], [2, 3]] : memref<1x2x2x2xf32> into memref<1x2x4xf32>
  return %1 : memref<1x2x4xf32>
}
func.func @g6(%a: memref<4xf32>, %n: index) -> memref<4xf32> {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<2x2xf32> into memref<4xf32>
  return %1 : memref<4xf32>
}
func.func @g7(%a: memref<6x2xf32>, %n: index) -> memref<12xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [2, 3, 2, 1] : memref<6x2xf32> into memref<2x3x2x1xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2, 3]] : memref<2x3x2x1xf32> into memref<12xf32>
  return %1 : memref<12xf32>
}
func.func @g8(%a: memref<6x6x?xf32>, %n: index) -> memref<2x?xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2, 3], [4]] output_shape [2, 3, 2, 3, %n] : memref<6x6x?xf32> into memref<2x3x2x3x?xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2, 3, 4]] : memref<2x3x2x3x?xf32> into memref<2x?xf32>
  return %1 : memref<2x?xf32>
}
func.func @g9(%a: memref<6x6x?xf32>, %n: index) -> memref<36x?xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2, 3], [4]] output_shape [2, 3, 2, 3, %n] : memref<6x6x?xf32> into memref<2x3x2x3x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2, 3], [4]] : memref<2x3x2x3x?xf32> into memref<36x?xf32>
  return %1 : memref<36x?xf32>
}
func.func @g10(%a: memref<4xf32>, %n: index) -> memref<4xf32> {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<2x2xf32> into memref<4xf32>
  return %1 : memref<4xf32>
}
func.func @g11(%a: memref<4x4x4xf32>, %n: index) -> memref<64xf32> {
  %0 = memref.expand_shape %a [[0], [1, 2], [3]] output_shape [4, 2, 2, 4] : memref<4x4x4xf32> into memref<4x2x2x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2, 3]] : memref<4x2x2x4xf32> into memref<64xf32>
  return %1 : memref<64xf32>
}
func.func @g12(%a: memref<2x2xf32>, %n: index) -> memref<2x1x2xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [2, 1, 2, 1] : memref<2x2xf32> into memref<2x1x2x1xf32>
  %1 = memref.collapse_shape %0 [[0], [1], [2, 3]] : memref<2x1x2x1xf32> into memref<2x1x2xf32>
  return %1 : memref<2x1x2xf32>
}
func.func @g13(%a: memref<?x?xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [1, %n, 1, %n] : memref<?x?xf32> into memref<1x?x1x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2, 3]] : memref<1x?x1x?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @g14(%a: memref<4xf32>, %n: index) -> memref<4xf32> {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<2x2xf32> into memref<4xf32>
  return %1 : memref<4xf32>
}
func.func @g15(%a: memref<4x4xf32>, %n: index) -> memref<1x16xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [1, 4, 2, 2] : memref<4x4xf32> into memref<1x4x2x2xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2, 3]] : memref<1x4x2x2xf32> into memref<1x16xf32>
  return %1 : memref<1x16xf32>
}
func.func @g16(%a: memref<4xf32>, %n: index) -> memref<4xf32> {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<2x2xf32> into memref<4xf32>
  return %1 : memref<4xf32>
}
func.func @g17(%a: memref<4x2x2xf32>, %n: index) -> memref<16xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2, 3], [4, 5]] output_shape [2, 2, 2, 1, 2, 1] : memref<4x2x2xf32> into memref<2x2x2x1x2x1xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2, 3, 4, 5]] : memref<2x2x2x1x2x1xf32> into memref<16xf32>
  return %1 : memref<16xf32>
}
func.func @g18(%a: memref<4x6x6xf32>, %n: index) -> memref<2x4x3x6xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2, 3], [4, 5]] output_shape [2, 2, 2, 3, 2, 3] : memref<4x6x6xf32> into memref<2x2x2x3x2x3xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2], [3], [4, 5]] : memref<2x2x2x3x2x3xf32> into memref<2x4x3x6xf32>
  return %1 : memref<2x4x3x6xf32>
}
func.func @g19(%a: memref<2xf32>, %n: index) -> memref<2xf32> {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [2, 1] : memref<2xf32> into memref<2x1xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<2x1xf32> into memref<2xf32>
  return %1 : memref<2xf32>
}
func.func @g20(%a: memref<4x4xf32>, %n: index) -> memref<4x4xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 2, 4] : memref<4x4xf32> into memref<2x2x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x2x4xf32> into memref<4x4xf32>
  return %1 : memref<4x4xf32>
}
func.func @g21(%a: memref<?x4x4xf32>, %n: index) -> memref<?x8xf32> {
  %0 = memref.expand_shape %a [[0], [1, 2], [3, 4]] output_shape [%n, 2, 2, 2, 2] : memref<?x4x4xf32> into memref<?x2x2x2x2xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2, 3, 4]] : memref<?x2x2x2x2xf32> into memref<?x8xf32>
  return %1 : memref<?x8xf32>
}
func.func @g22(%a: memref<6x2xf32>, %n: index) -> memref<12xf32> {
  %0 = memref.expand_shape %a [[0], [1, 2]] output_shape [6, 2, 1] : memref<6x2xf32> into memref<6x2x1xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<6x2x1xf32> into memref<12xf32>
  return %1 : memref<12xf32>
}
func.func @g23(%a: memref<?x6x?xf32>, %n: index) -> memref<?x6x?xf32> {
  %0 = memref.expand_shape %a [[0], [1, 2], [3]] output_shape [%n, 1, 6, %n] : memref<?x6x?xf32> into memref<?x1x6x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2], [3]] : memref<?x1x6x?xf32> into memref<?x6x?xf32>
  return %1 : memref<?x6x?xf32>
}
func.func @g24(%a: memref<2x4xf32>, %n: index) -> memref<2x2x2xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [2, 1, 2, 2] : memref<2x4xf32> into memref<2x1x2x2xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2], [3]] : memref<2x1x2x2xf32> into memref<2x2x2xf32>
  return %1 : memref<2x2x2xf32>
}
func.func @g25(%a: memref<4x4x?xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2], [3]] output_shape [2, 2, 4, %n] : memref<4x4x?xf32> into memref<2x2x4x?xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2, 3]] : memref<2x2x4x?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @g26(%a: memref<4x2xf32>, %n: index) -> memref<4x2xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 2, 2] : memref<4x2xf32> into memref<2x2x2xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2]] : memref<2x2x2xf32> into memref<4x2xf32>
  return %1 : memref<4x2xf32>
}
func.func @g27(%a: memref<6x6xf32>, %n: index) -> memref<36xf32> {
  %0 = memref.expand_shape %a [[0], [1, 2]] output_shape [6, 2, 3] : memref<6x6xf32> into memref<6x2x3xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<6x2x3xf32> into memref<36xf32>
  return %1 : memref<36xf32>
}
func.func @g28(%a: memref<6x?xf32>, %n: index) -> memref<1x?xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2]] output_shape [1, 6, %n] : memref<6x?xf32> into memref<1x6x?xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<1x6x?xf32> into memref<1x?xf32>
  return %1 : memref<1x?xf32>
}
func.func @g29(%a: memref<4x6xf32>, %n: index) -> memref<4x6xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [2, 2, 2, 3] : memref<4x6xf32> into memref<2x2x2x3xf32>
  %1 = memref.collapse_shape %0 [[0, 1], [2, 3]] : memref<2x2x2x3xf32> into memref<4x6xf32>
  return %1 : memref<4x6xf32>
}
func.func @g30(%a: memref<6xf32>, %n: index) -> memref<6xf32> {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<2x3xf32> into memref<6xf32>
  return %1 : memref<6xf32>
}
func.func @g31(%a: memref<2x2xf32>, %n: index) -> memref<1x4xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2]] output_shape [1, 2, 2] : memref<2x2xf32> into memref<1x2x2xf32>
  %1 = memref.collapse_shape %0 [[0], [1, 2]] : memref<1x2x2xf32> into memref<1x4xf32>
  return %1 : memref<1x4xf32>
}
func.func @g32(%a: memref<4xf32>, %n: index) -> memref<4xf32> {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<2x2xf32> into memref<4xf32>
  return %1 : memref<4xf32>
}
func.func @g33(%a: memref<4x2xf32>, %n: index) -> memref<8xf32> {
  %0 = memref.expand_shape %a [[0, 1], [2, 3]] output_shape [2, 2, 2, 1] : memref<4x2xf32> into memref<2x2x2x1xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2, 3]] : memref<2x2x2x1xf32> into memref<8xf32>
  return %1 : memref<8xf32>
}
