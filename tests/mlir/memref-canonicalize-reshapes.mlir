// RUN: mlir-opt %s -canonicalize --split-input-file
func.func @collapse_of_expand(%a: memref<12x4xf32>, %b: memref<?x?xf32>, %n: index) -> (memref<48xf32>, memref<3x4x4xf32>, memref<12x4xf32>, memref<?x?xf32>) {
  %0 = memref.expand_shape %a [[0, 1], [2]] output_shape [3, 4, 4] : memref<12x4xf32> into memref<3x4x4xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<3x4x4xf32> into memref<48xf32>
  %2 = memref.expand_shape %a [[0, 1, 2], [3]] output_shape [3, 2, 2, 4] : memref<12x4xf32> into memref<3x2x2x4xf32>
  %3 = memref.collapse_shape %2 [[0], [1, 2], [3]] : memref<3x2x2x4xf32> into memref<3x4x4xf32>
  %4 = memref.collapse_shape %0 [[0, 1], [2]] : memref<3x4x4xf32> into memref<12x4xf32>
  %5 = memref.expand_shape %b [[0, 1], [2]] output_shape [%n, 1, %n] : memref<?x?xf32> into memref<?x1x?xf32>
  %6 = memref.collapse_shape %5 [[0], [1, 2]] : memref<?x1x?xf32> into memref<?x?xf32>
  return %1, %3, %4, %6 : memref<48xf32>, memref<3x4x4xf32>, memref<12x4xf32>, memref<?x?xf32>
}

// -----

func.func @expand_of_collapse(%a: memref<3x4x4xf32>, %b: memref<2x3x4x5xf32>, %c: memref<?x4xf32>, %n: index) -> (memref<12x4xf32>, memref<6x20xf32>, memref<3x2x2x4xf32>, memref<?x2x2xf32>) {
  %0 = memref.collapse_shape %a [[0, 1, 2]] : memref<3x4x4xf32> into memref<48xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [12, 4] : memref<48xf32> into memref<12x4xf32>
  %2 = memref.collapse_shape %b [[0, 1, 2, 3]] : memref<2x3x4x5xf32> into memref<120xf32>
  %3 = memref.expand_shape %2 [[0, 1]] output_shape [6, 20] : memref<120xf32> into memref<6x20xf32>
  %4 = memref.collapse_shape %a [[0, 1], [2]] : memref<3x4x4xf32> into memref<12x4xf32>
  %5 = memref.expand_shape %4 [[0, 1, 2], [3]] output_shape [3, 2, 2, 4] : memref<12x4xf32> into memref<3x2x2x4xf32>
  %6 = memref.collapse_shape %c [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %7 = memref.expand_shape %6 [[0, 1, 2]] output_shape [%n, 2, 2] : memref<?xf32> into memref<?x2x2xf32>
  return %1, %3, %5, %7 : memref<12x4xf32>, memref<6x20xf32>, memref<3x2x2x4xf32>, memref<?x2x2xf32>
}

// -----

func.func @expand_of_collapse_more(%a: memref<2x3x?xf32>, %b: memref<1x6x1xf32>, %n: index) -> (memref<6x?xf32>, memref<6xf32>, memref<2x3xf32>) {
  %0 = memref.collapse_shape %a [[0, 1, 2]] : memref<2x3x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [6, %n] : memref<?xf32> into memref<6x?xf32>
  %2 = memref.collapse_shape %b [[0, 1, 2]] : memref<1x6x1xf32> into memref<6xf32>
  %3 = memref.expand_shape %2 [[0, 1, 2]] output_shape [1, 6, 1] : memref<6xf32> into memref<1x6x1xf32>
  %4 = memref.collapse_shape %3 [[0, 1, 2]] : memref<1x6x1xf32> into memref<6xf32>
  %5 = memref.expand_shape %4 [[0, 1]] output_shape [2, 3] : memref<6xf32> into memref<2x3xf32>
  return %1, %4, %5 : memref<6x?xf32>, memref<6xf32>, memref<2x3xf32>
}
// -----
func.func @f(%a: memref<4x5x6xf32>) -> memref<4x5x2x3xf32> {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<4x5x6xf32> into memref<20x6xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2, 3]] output_shape [4, 5, 2, 3] : memref<20x6xf32> into memref<4x5x2x3xf32>
  return %1 : memref<4x5x2x3xf32>
}
func.func @g(%a: memref<4x5x2x3xf32>) -> memref<4x5x6xf32> {
  %0 = memref.collapse_shape %a [[0, 1], [2, 3]] : memref<4x5x2x3xf32> into memref<20x6xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [4, 5, 6] : memref<20x6xf32> into memref<4x5x6xf32>
  return %1 : memref<4x5x6xf32>
}
func.func @h(%a: memref<4x6xf32>) -> memref<4x2x3xf32> {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %1 = memref.expand_shape %0 [[0, 1, 2]] output_shape [4, 2, 3] : memref<24xf32> into memref<4x2x3xf32>
  return %1 : memref<4x2x3xf32>
}
// -----
func.func @f1(%a: memref<2x4x1x1xf32>, %n: index) -> memref<2x4xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2, 3]] : memref<2x4x1x1xf32> into memref<8xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  return %1 : memref<2x4xf32>
}
func.func @f2(%a: memref<?x2xf32>, %n: index) -> memref<1x?xf32> {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<?x2xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [1, %n] : memref<?xf32> into memref<1x?xf32>
  return %1 : memref<1x?xf32>
}
func.func @f3(%a: memref<1x2x1x?x4xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2, 3, 4]] : memref<1x2x1x?x4xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [%n] : memref<?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @f4(%a: memref<2x?xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<2x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [%n] : memref<?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @f5(%a: memref<1x2x1x?x2xf32>, %n: index) -> memref<1x?x2xf32> {
  %0 = memref.collapse_shape %a [[0], [1, 2, 3], [4]] : memref<1x2x1x?x2xf32> into memref<1x?x2xf32>
  %1 = memref.expand_shape %0 [[0], [1], [2]] output_shape [1, %n, 2] : memref<1x?x2xf32> into memref<1x?x2xf32>
  return %1 : memref<1x?x2xf32>
}
func.func @f6(%a: memref<?x?xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<?x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [%n] : memref<?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @f7(%a: memref<?x1xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<?x1xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [%n] : memref<?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @f8(%a: memref<3x4x?x4x3xf32>, %n: index) -> memref<1x3x2x2x?xf32> {
  %0 = memref.collapse_shape %a [[0], [1], [2, 3, 4]] : memref<3x4x?x4x3xf32> into memref<3x4x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2, 3], [4]] output_shape [1, 3, 2, 2, %n] : memref<3x4x?xf32> into memref<1x3x2x2x?xf32>
  return %1 : memref<1x3x2x2x?xf32>
}
func.func @f9(%a: memref<4x3x?x1xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2, 3]] : memref<4x3x?x1xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [%n] : memref<?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @f10(%a: memref<3x2x4xf32>, %n: index) -> memref<1x3x2x4xf32> {
  %0 = memref.collapse_shape %a [[0], [1, 2]] : memref<3x2x4xf32> into memref<3x8xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2, 3]] output_shape [1, 3, 2, 4] : memref<3x8xf32> into memref<1x3x2x4xf32>
  return %1 : memref<1x3x2x4xf32>
}
func.func @f11(%a: memref<4x3x1x4xf32>, %n: index) -> memref<2x2x1x3x4xf32> {
  %0 = memref.collapse_shape %a [[0], [1, 2], [3]] : memref<4x3x1x4xf32> into memref<4x3x4xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2, 3], [4]] output_shape [2, 2, 1, 3, 4] : memref<4x3x4xf32> into memref<2x2x1x3x4xf32>
  return %1 : memref<2x2x1x3x4xf32>
}
func.func @f12(%a: memref<1x2x4x4x?xf32>, %n: index) -> memref<1x2x2x8x?xf32> {
  %0 = memref.collapse_shape %a [[0, 1], [2, 3], [4]] : memref<1x2x4x4x?xf32> into memref<2x16x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2, 3], [4]] output_shape [1, 2, 2, 8, %n] : memref<2x16x?xf32> into memref<1x2x2x8x?xf32>
  return %1 : memref<1x2x2x8x?xf32>
}
func.func @f13(%a: memref<2x2x1x2x2xf32>, %n: index) -> memref<2x2x1x4xf32> {
  %0 = memref.collapse_shape %a [[0, 1], [2, 3, 4]] : memref<2x2x1x2x2xf32> into memref<4x4xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2, 3]] output_shape [2, 2, 1, 4] : memref<4x4xf32> into memref<2x2x1x4xf32>
  return %1 : memref<2x2x1x4xf32>
}
func.func @f14(%a: memref<1x2x4x?xf32>, %n: index) -> memref<2x2x2x?xf32> {
  %0 = memref.collapse_shape %a [[0, 1], [2], [3]] : memref<1x2x4x?xf32> into memref<2x4x?xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2], [3]] output_shape [2, 2, 2, %n] : memref<2x4x?xf32> into memref<2x2x2x?xf32>
  return %1 : memref<2x2x2x?xf32>
}
func.func @f15(%a: memref<1x2x1x2x4xf32>, %n: index) -> memref<1x2x8xf32> {
  %0 = memref.collapse_shape %a [[0], [1, 2, 3, 4]] : memref<1x2x1x2x4xf32> into memref<1x16xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2]] output_shape [1, 2, 8] : memref<1x16xf32> into memref<1x2x8xf32>
  return %1 : memref<1x2x8xf32>
}
func.func @f16(%a: memref<?x2xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<?x2xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [%n] : memref<?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @f17(%a: memref<1x1x4x4x4xf32>, %n: index) -> memref<1x1x2x2x2x2x1x4xf32> {
  %0 = memref.collapse_shape %a [[0], [1, 2], [3], [4]] : memref<1x1x4x4x4xf32> into memref<1x4x4x4xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2, 3], [4, 5], [6, 7]] output_shape [1, 1, 2, 2, 2, 2, 1, 4] : memref<1x4x4x4xf32> into memref<1x1x2x2x2x2x1x4xf32>
  return %1 : memref<1x1x2x2x2x2x1x4xf32>
}
func.func @f18(%a: memref<1x3x?x3xf32>, %n: index) -> memref<3x?xf32> {
  %0 = memref.collapse_shape %a [[0, 1], [2, 3]] : memref<1x3x?x3xf32> into memref<3x?xf32>
  %1 = memref.expand_shape %0 [[0], [1]] output_shape [3, %n] : memref<3x?xf32> into memref<3x?xf32>
  return %1 : memref<3x?xf32>
}
func.func @f19(%a: memref<4x3x3x1xf32>, %n: index) -> memref<2x2x3x3xf32> {
  %0 = memref.collapse_shape %a [[0], [1, 2, 3]] : memref<4x3x3x1xf32> into memref<4x9xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2, 3]] output_shape [2, 2, 3, 3] : memref<4x9xf32> into memref<2x2x3x3xf32>
  return %1 : memref<2x2x3x3xf32>
}
func.func @f20(%a: memref<4x?x?xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2]] : memref<4x?x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [%n] : memref<?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @f21(%a: memref<2x2x1xf32>, %n: index) -> memref<2x2xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2]] : memref<2x2x1xf32> into memref<4xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  return %1 : memref<2x2xf32>
}
func.func @f22(%a: memref<2x?x?x4x3xf32>, %n: index) -> memref<1x?x?xf32> {
  %0 = memref.collapse_shape %a [[0, 1], [2, 3, 4]] : memref<2x?x?x4x3xf32> into memref<?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [1, %n, %n] : memref<?x?xf32> into memref<1x?x?xf32>
  return %1 : memref<1x?x?xf32>
}
func.func @f23(%a: memref<?x2x?x3xf32>, %n: index) -> memref<?x1x?x3xf32> {
  %0 = memref.collapse_shape %a [[0, 1], [2], [3]] : memref<?x2x?x3xf32> into memref<?x?x3xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2], [3]] output_shape [%n, 1, %n, 3] : memref<?x?x3xf32> into memref<?x1x?x3xf32>
  return %1 : memref<?x1x?x3xf32>
}
func.func @f24(%a: memref<1x?x1x2x2xf32>, %n: index) -> memref<1x?x2xf32> {
  %0 = memref.collapse_shape %a [[0], [1, 2, 3], [4]] : memref<1x?x1x2x2xf32> into memref<1x?x2xf32>
  %1 = memref.expand_shape %0 [[0], [1], [2]] output_shape [1, %n, 2] : memref<1x?x2xf32> into memref<1x?x2xf32>
  return %1 : memref<1x?x2xf32>
}
func.func @f25(%a: memref<3x?x?x?x?xf32>, %n: index) -> memref<?x?xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2], [3, 4]] : memref<3x?x?x?x?xf32> into memref<?x?xf32>
  %1 = memref.expand_shape %0 [[0], [1]] output_shape [%n, %n] : memref<?x?xf32> into memref<?x?xf32>
  return %1 : memref<?x?xf32>
}
func.func @f26(%a: memref<?x2x?x3x?xf32>, %n: index) -> memref<1x?x1x?xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2, 3], [4]] : memref<?x2x?x3x?xf32> into memref<?x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2, 3]] output_shape [1, %n, 1, %n] : memref<?x?xf32> into memref<1x?x1x?xf32>
  return %1 : memref<1x?x1x?xf32>
}
func.func @f27(%a: memref<3x1x2x4x1xf32>, %n: index) -> memref<6x2x2xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2], [3, 4]] : memref<3x1x2x4x1xf32> into memref<6x4xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
  return %1 : memref<6x2x2xf32>
}
func.func @f28(%a: memref<2x3x2x4xf32>, %n: index) -> memref<12x2x2xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2], [3]] : memref<2x3x2x4xf32> into memref<12x4xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2]] output_shape [12, 2, 2] : memref<12x4xf32> into memref<12x2x2xf32>
  return %1 : memref<12x2x2xf32>
}
func.func @f29(%a: memref<2x4x?xf32>, %n: index) -> memref<2x4x?xf32> {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<2x4x?xf32> into memref<8x?xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2]] output_shape [2, 4, %n] : memref<8x?xf32> into memref<2x4x?xf32>
  return %1 : memref<2x4x?xf32>
}
func.func @f30(%a: memref<?x1x1x2xf32>, %n: index) -> memref<1x?xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2, 3]] : memref<?x1x1x2xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [1, %n] : memref<?xf32> into memref<1x?xf32>
  return %1 : memref<1x?xf32>
}
func.func @f31(%a: memref<1x3x1x1x3xf32>, %n: index) -> memref<1x9xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2, 3, 4]] : memref<1x3x1x1x3xf32> into memref<9xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [1, 9] : memref<9xf32> into memref<1x9xf32>
  return %1 : memref<1x9xf32>
}
func.func @f32(%a: memref<3x3x?xf32>, %n: index) -> memref<1x?xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2]] : memref<3x3x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [1, %n] : memref<?xf32> into memref<1x?xf32>
  return %1 : memref<1x?xf32>
}
func.func @f33(%a: memref<3x3x1xf32>, %n: index) -> memref<3x1x3xf32> {
  %0 = memref.collapse_shape %a [[0], [1, 2]] : memref<3x3x1xf32> into memref<3x3xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2]] output_shape [3, 1, 3] : memref<3x3xf32> into memref<3x1x3xf32>
  return %1 : memref<3x1x3xf32>
}
func.func @f34(%a: memref<2x1xf32>, %n: index) -> memref<2xf32> {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<2x1xf32> into memref<2xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [2] : memref<2xf32> into memref<2xf32>
  return %1 : memref<2xf32>
}
func.func @f35(%a: memref<2x1x1x4x?xf32>, %n: index) -> memref<2x1x1x?xf32> {
  %0 = memref.collapse_shape %a [[0, 1], [2], [3, 4]] : memref<2x1x1x4x?xf32> into memref<2x1x?xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2], [3]] output_shape [2, 1, 1, %n] : memref<2x1x?xf32> into memref<2x1x1x?xf32>
  return %1 : memref<2x1x1x?xf32>
}
func.func @f36(%a: memref<3x3x?x3xf32>, %n: index) -> memref<3x?xf32> {
  %0 = memref.collapse_shape %a [[0], [1, 2, 3]] : memref<3x3x?x3xf32> into memref<3x?xf32>
  %1 = memref.expand_shape %0 [[0], [1]] output_shape [3, %n] : memref<3x?xf32> into memref<3x?xf32>
  return %1 : memref<3x?xf32>
}
func.func @f37(%a: memref<3x4xf32>, %n: index) -> memref<2x6xf32> {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<3x4xf32> into memref<12xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [2, 6] : memref<12xf32> into memref<2x6xf32>
  return %1 : memref<2x6xf32>
}
func.func @f38(%a: memref<2x?x1xf32>, %n: index) -> memref<1x?xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2]] : memref<2x?x1xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [1, %n] : memref<?xf32> into memref<1x?xf32>
  return %1 : memref<1x?xf32>
}
func.func @f39(%a: memref<2x4xf32>, %n: index) -> memref<2x4xf32> {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<2x4xf32> into memref<8xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [2, 4] : memref<8xf32> into memref<2x4xf32>
  return %1 : memref<2x4xf32>
}
func.func @f40(%a: memref<3x2x1x?xf32>, %n: index) -> memref<6x?xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2], [3]] : memref<3x2x1x?xf32> into memref<6x?xf32>
  %1 = memref.expand_shape %0 [[0], [1]] output_shape [6, %n] : memref<6x?xf32> into memref<6x?xf32>
  return %1 : memref<6x?xf32>
}
func.func @f41(%a: memref<4x2x3x?xf32>, %n: index) -> memref<4x?xf32> {
  %0 = memref.collapse_shape %a [[0], [1, 2, 3]] : memref<4x2x3x?xf32> into memref<4x?xf32>
  %1 = memref.expand_shape %0 [[0], [1]] output_shape [4, %n] : memref<4x?xf32> into memref<4x?xf32>
  return %1 : memref<4x?xf32>
}
func.func @f42(%a: memref<?x2x?x?x?xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2, 3, 4]] : memref<?x2x?x?x?xf32> into memref<?xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [%n] : memref<?xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
func.func @f43(%a: memref<1x1x1xf32>, %n: index) -> memref<1xf32> {
  %0 = memref.collapse_shape %a [[0, 1, 2]] : memref<1x1x1xf32> into memref<1xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [1] : memref<1xf32> into memref<1xf32>
  return %1 : memref<1xf32>
}
func.func @f44(%a: memref<4x4xf32>, %n: index) -> memref<16xf32> {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %1 = memref.expand_shape %0 [[0]] output_shape [16] : memref<16xf32> into memref<16xf32>
  return %1 : memref<16xf32>
}
func.func @f45(%a: memref<4x3x1xf32>, %n: index) -> memref<4x3xf32> {
  %0 = memref.collapse_shape %a [[0], [1, 2]] : memref<4x3x1xf32> into memref<4x3xf32>
  %1 = memref.expand_shape %0 [[0], [1]] output_shape [4, 3] : memref<4x3xf32> into memref<4x3xf32>
  return %1 : memref<4x3xf32>
}
func.func @f46(%a: memref<4x3xf32>, %n: index) -> memref<1x12xf32> {
  %0 = memref.collapse_shape %a [[0, 1]] : memref<4x3xf32> into memref<12xf32>
  %1 = memref.expand_shape %0 [[0, 1]] output_shape [1, 12] : memref<12xf32> into memref<1x12xf32>
  return %1 : memref<1x12xf32>
}
func.func @f47(%a: memref<2x4x4xf32>, %n: index) -> memref<2x16xf32> {
  %0 = memref.collapse_shape %a [[0], [1, 2]] : memref<2x4x4xf32> into memref<2x16xf32>
  %1 = memref.expand_shape %0 [[0], [1]] output_shape [2, 16] : memref<2x16xf32> into memref<2x16xf32>
  return %1 : memref<2x16xf32>
}
func.func @f48(%a: memref<1x?x2xf32>, %n: index) -> memref<?x2xf32> {
  %0 = memref.collapse_shape %a [[0, 1], [2]] : memref<1x?x2xf32> into memref<?x2xf32>
  %1 = memref.expand_shape %0 [[0], [1]] output_shape [%n, 2] : memref<?x2xf32> into memref<?x2xf32>
  return %1 : memref<?x2xf32>
}
// -----
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
